/** apps/server/dist/main.js: the server bundle `npm start` and the e2e suite run. */
export declare const SERVER_BUNDLE: string;
/** Bundles src/main.ts into `outfile` (the server bundle by default); resolves to the milliseconds it took. */
export declare function buildServer(outfile?: string): Promise<number>;
/** False when the bundle is missing, or one of the files it was built from is newer or gone. */
export declare function serverBuildIsCurrent(outfile?: string): boolean;
/** Builds the bundle unless it is current. */
export declare function buildServerIfStale(outfile?: string): Promise<void>;
