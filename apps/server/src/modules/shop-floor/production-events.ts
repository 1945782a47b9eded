import { PRODUCTION_CHANNEL } from '@packline/domain';
import type { Database } from '../../db/client.ts';
import { listenTo, type TStopListening } from '../../db/listen.ts';

// Production changes for the live screens (issue 15 "Task dashboard, live"): the database announces every change of
// work orders and suborders on PRODUCTION_CHANNEL (triggers of migration 0012, so any process's writes count); each
// server process listens once, while at least one screen's stream is open, and passes each change to every stream.

export interface TProductionChange {
  /** The table that changed: work_order or suborder; '*' (RESYNC_PAYLOAD) after a lost connection: anything may have. */
  table: string;
}

export type TProductionListener = (change: TProductionChange) => void;

export class ProductionEvents {
  private readonly listeners = new Set<TProductionListener>();
  private listening: Promise<TStopListening> | null = null;

  constructor(private readonly db: Database) {}

  /** Hears every production change until the returned unsubscribe is called. */
  async subscribe(listener: TProductionListener): Promise<() => void> {
    this.listeners.add(listener);
    this.listening ??= listenTo(this.db, PRODUCTION_CHANNEL, (table) => {
      for (const each of this.listeners) each({ table });
    });
    try {
      await this.listening;
    } catch (error) {
      this.listeners.delete(listener);
      this.listening = null;
      throw error;
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) void this.close();
    };
  }

  /** Stops listening (the last stream closed, or the app is closing). */
  async close(): Promise<void> {
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => async () => undefined))();
  }
}
