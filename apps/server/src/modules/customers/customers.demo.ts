import { CUSTOMER_STATUS, LEAD_RATING_DEFAULT, PAYMENT_TERM_PREPAY } from '@packline/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../core/password.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import type { TRandom } from '../../db/random.ts';
import { employee } from '../employees/employees.tables.ts';
import * as lookups from '../lookups/lookups.tables.ts';
import {
  contact,
  customer,
  customerAttachment,
  customerStatusLog,
  extraAddress,
  onlineUser,
} from './customers.tables.ts';

// Demo customers (docs/architecture.md §5): cafés, bakeries and caterers across New Zealand with their contacts,
// delivery addresses, attachments and logins; the same on every run for the same seed and size.

const BUSINESS_WORDS = [
  'Aroha',
  'Kōwhai',
  'Harbour',
  'Summit',
  'Tūī',
  'Coastal',
  'Kauri',
  'Southern',
  'Pōhutukawa',
  'Fern',
  'Alpine',
  'Riverside',
];
const BUSINESS_KINDS = ['Café', 'Bakery', 'Eatery', 'Sushi', 'Kitchen', 'Roasters', 'Foods', 'Catering', 'Takeaways'];
const FIRST_NAMES = ['Aroha', 'Liam', 'Mere', 'Oliver', 'Ngaio', 'Jack', 'Tama', 'Charlotte', 'Wiremu', 'Amelia'];
const MORE_FIRST_NAMES = ['Hemi', 'Isla', 'Nikau', 'Olivia', 'Rangi', 'Sophie', 'Manaia', 'Ruby', 'Kauri', 'Zoë'];
const LAST_NAMES = ['Ngata', 'Smith', 'Te Whata', 'Wilson', 'Parata', 'Brown', 'Walker', 'Tāwhiao', 'Taylor', 'Kingi'];
const CONTACT_ROLES = ['Owner', 'Manager', 'Accounts', 'Head chef', 'Purchasing', 'Barista'];

/** Streets, suburbs and postcodes of each demo city, so addresses read true. */
const CITY_STREETS: Record<string, { streets: string[]; suburbs: [string, string][]; phone: string }> = {
  Auckland: {
    streets: ['Queen Street', 'Ponsonby Road', 'Karangahape Road', 'Dominion Road', 'Great North Road'],
    suburbs: [
      ['Auckland Central', '1010'],
      ['Ponsonby', '1011'],
      ['Mount Eden', '1024'],
      ['Grey Lynn', '1021'],
    ],
    phone: '09',
  },
  Wellington: {
    streets: ['Cuba Street', 'Lambton Quay', 'Courtenay Place', 'Willis Street', 'Tory Street'],
    suburbs: [
      ['Te Aro', '6011'],
      ['Wellington Central', '6011'],
      ['Thorndon', '6011'],
    ],
    phone: '04',
  },
  Christchurch: {
    streets: ['Colombo Street', 'Riccarton Road', 'Papanui Road', 'Cashel Street', 'Lincoln Road'],
    suburbs: [
      ['Christchurch Central', '8011'],
      ['Riccarton', '8041'],
      ['Addington', '8024'],
    ],
    phone: '03',
  },
  Hamilton: {
    streets: ['Victoria Street', 'Grey Street', 'Anglesea Street', 'Ulster Street'],
    suburbs: [
      ['Hamilton Central', '3204'],
      ['Hamilton East', '3216'],
    ],
    phone: '07',
  },
  Tauranga: {
    streets: ['Devonport Road', 'Cameron Road', 'Maunganui Road', 'The Strand'],
    suburbs: [
      ['Tauranga', '3110'],
      ['Mount Maunganui', '3116'],
    ],
    phone: '07',
  },
  Dunedin: {
    streets: ['George Street', 'Princes Street', 'Stuart Street', 'King Edward Street'],
    suburbs: [
      ['Dunedin Central', '9016'],
      ['South Dunedin', '9012'],
    ],
    phone: '03',
  },
  'Palmerston North': {
    streets: ['Broadway Avenue', 'Main Street', 'Rangitikei Street', 'Fitzherbert Avenue'],
    suburbs: [['Palmerston North Central', '4410']],
    phone: '06',
  },
  Napier: {
    streets: ['Emerson Street', 'Hastings Street', 'Marine Parade', 'Tennyson Street'],
    suburbs: [
      ['Napier South', '4110'],
      ['Ahuriri', '4110'],
    ],
    phone: '06',
  },
  Nelson: {
    streets: ['Trafalgar Street', 'Hardy Street', 'Bridge Street', 'Collingwood Street'],
    suburbs: [['Nelson', '7010']],
    phone: '03',
  },
  Rotorua: {
    streets: ['Tutanekai Street', 'Fenton Street', 'Eruera Street', 'Amohau Street'],
    suburbs: [['Rotorua', '3010']],
    phone: '07',
  },
  'New Plymouth': {
    streets: ['Devon Street East', 'Gill Street', 'Liardet Street', 'Courtenay Street'],
    suburbs: [['New Plymouth Central', '4310']],
    phone: '06',
  },
  Whangārei: {
    streets: ['Cameron Street', 'Bank Street', 'Rathbone Street', 'Walton Street'],
    suburbs: [['Whangārei Central', '0110']],
    phone: '09',
  },
  Invercargill: {
    streets: ['Dee Street', 'Tay Street', 'Esk Street', 'Kelvin Street'],
    suburbs: [['Invercargill', '9810']],
    phone: '03',
  },
  Queenstown: {
    streets: ['Shotover Street', 'Beach Street', 'Camp Street', 'Rees Street'],
    suburbs: [['Queenstown', '9300']],
    phone: '03',
  },
};
const FALLBACK_CITY = { streets: ['Main Street', 'High Street'], suburbs: [['Town Centre', '1010']], phone: '09' } as {
  streets: string[];
  suburbs: [string, string][];
  phone: string;
};

/** The demo login of the first customer (Aroha Café); its password is DEMO_PASSWORD. */
export const DEMO_CUSTOMER_USER = 'cafe-aroha';
const DAY_MS = 86_400_000;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Twelve words times nine kinds: every name distinct for the first 108 (4 is coprime to 9). */
function companyName(index: number): string {
  const word = BUSINESS_WORDS[index % BUSINESS_WORDS.length] ?? '';
  const kindIndex = (4 * Math.floor(index / BUSINESS_WORDS.length) + (index % BUSINESS_WORDS.length)) % 9;
  const name = `${word} ${BUSINESS_KINDS[kindIndex]}`;
  return index < BUSINESS_WORDS.length * BUSINESS_KINDS.length ? name : `${name} ${index + 1}`;
}

export async function seedDemoCustomers(
  db: DbOrTx,
  random: TRandom,
  options: { size: number; password: string },
): Promise<void> {
  const { size } = options;
  // The demo salespeople (the employee seeder ran first), in the order they were created.
  const sales = await db
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(and(eq(employee.isSales, 1), isNull(employee.deletedAt)))
    .orderBy(asc(employee.employeeId));
  const salesIds = sales.map((s) => s.employeeId);
  // A transaction is one connection, which runs one query at a time: read the lookups in turn.
  const cities = await db.select().from(lookups.city);
  const groups1 = await db.select().from(lookups.customerGroup1);
  const groups2 = await db.select().from(lookups.customerGroup2);
  const groups3 = await db.select().from(lookups.customerGroup3);
  const groups4 = await db.select().from(lookups.customerGroup4);
  const groups5 = await db.select().from(lookups.customerGroup5);
  const sources = await db.select().from(lookups.customerSource);
  const brands = await db.select().from(lookups.brand);
  const methods = await db.select().from(lookups.deliveryMethod);
  const southIsland = new Set(['Christchurch', 'Dunedin', 'Nelson', 'Invercargill', 'Queenstown']);
  const island = (cityName: string) =>
    groups2.find((g) => g.group2Name === (southIsland.has(cityName) ? 'South Island' : 'North Island')) ?? groups2[0];
  // Midnight today: two runs on the same day give the same dates.
  const today = new Date();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const daysAgo = (days: number) => new Date(midnight - days * DAY_MS);

  const count = 60 * size;
  const rows = [];
  for (let i = 0; i < count; i++) {
    const tradingName = companyName(i);
    const city = i === 0 ? (cities.find((c) => c.cityName === 'Auckland') ?? cities[0]) : random.pick(cities);
    const place = CITY_STREETS[city?.cityName ?? ''] ?? FALLBACK_CITY;
    const [suburb, postalCode] = random.pick(place.suburbs);
    // Mostly active; every seventh inactive; every eleventh a new customer a salesperson brought in (spec 02 §4).
    const statusId =
      i === 0
        ? CUSTOMER_STATUS.Active
        : i % 7 === 6
          ? CUSTOMER_STATUS.Inactive
          : i % 11 === 10
            ? CUSTOMER_STATUS.New
            : CUSTOMER_STATUS.Active;
    const isNew = statusId === CUSTOMER_STATUS.New;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const createdDaysAgo = isNew ? random.int(1, 30) : random.int(60, 1100);
    rows.push({
      company: `${tradingName} Limited`,
      customerCode: tradingName,
      salutation: first,
      contactPerson: last,
      cityId: city?.cityId ?? null,
      address1: `${random.int(1, 400)} ${random.pick(place.streets)}`,
      address2: suburb,
      postalCode,
      phone: `${place.phone} ${random.int(300, 999)} ${random.int(1000, 9999)}`,
      mobile: `02${random.int(0, 2)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
      email: `${slug(tradingName)}@example.co.nz`,
      customerCredit: random.pick(['1000', '2500', '5000', '10000', null]),
      group1: random.pick(groups1).group1Id,
      group2: island(city?.cityName ?? '')?.group2Id ?? null,
      group3: random.pick(groups3)?.group3Id ?? null,
      group4: random.pick(groups4)?.group4Id ?? null,
      group5: i % 5 === 0 ? (groups5[1]?.group5Id ?? null) : (groups5[0]?.group5Id ?? null),
      leadRating: isNew ? LEAD_RATING_DEFAULT : random.int(1, 5),
      paymentCycleId: isNew ? PAYMENT_TERM_PREPAY : random.int(1, 6),
      statusId,
      employeeId: random.pick(salesIds),
      brandId: random.pick(brands).brandId,
      sourceId: random.pick(sources).sourceId,
      deliveryMethodId: random.pick(methods).deliveryMethodId,
      deliveryFeeFlag: random.int(0, 2),
      notes: i % 4 === 0 ? 'Prefers deliveries before 10am.' : null,
      noteToWarehouse: random.pick(['Deliver to the back door.', 'Call on arrival.', 'Leave with reception.']),
      noteToProduction: random.pick(['Standard print.', 'Logo in Pantone 354 C.', 'Plain, no logo.']),
      showPriceOnPackingSlip: random.next() < 0.5,
      createdAt: daysAgo(createdDaysAgo),
      lastOrderDate: statusId === CUSTOMER_STATUS.Active ? daysAgo(random.int(1, 90)) : null,
    });
  }
  const created = await insertInChunks(db, customer, rows, {
    customerId: customer.customerId,
    customerCode: customer.customerCode,
    statusId: customer.statusId,
  });
  await db.update(customer).set({ customerNumber: sql`'C' || (1000 + ${customer.customerId})` });

  const contacts = [];
  const addresses = [];
  const attachments = [];
  const logs = [];
  for (const [index, row] of created.entries()) {
    const contactCount = random.int(1, 3);
    for (let c = 0; c < contactCount; c++) {
      const name = `${random.pick([...FIRST_NAMES, ...MORE_FIRST_NAMES])} ${random.pick(LAST_NAMES)}`;
      contacts.push({
        customerId: row.customerId,
        firstName: name,
        phone: c === 0 ? `09 ${random.int(300, 999)} ${random.int(1000, 9999)}` : null,
        mobile: `02${random.int(0, 2)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
        email: `${slug(name)}.${row.customerId}@example.co.nz`,
        notes: CONTACT_ROLES[(index + c) % CONTACT_ROLES.length] ?? null,
      });
    }
    if (index % 3 === 0) {
      const place = random.pick(Object.values(CITY_STREETS));
      const [suburb, postalCode] = random.pick(place.suburbs);
      addresses.push({
        customerId: row.customerId,
        address: `${random.int(1, 200)} ${random.pick(place.streets)}, ${suburb}`,
        deliveryName: random.pick(['Central kitchen', 'Second shop', 'Market stall', 'Warehouse']),
        postalCode,
        notes: random.pick(['Loading dock at the rear.', 'Open 6am to 2pm.', null]),
        deliveryMethodId: random.pick(methods).deliveryMethodId,
      });
    }
    if (index % 6 === 1) {
      attachments.push({
        customerId: row.customerId,
        attachmentName: random.pick(['Credit application', 'Logo artwork', 'Trading terms']),
        attachmentDesc: 'Signed copy on file.',
        urls: [],
        employeeId: random.pick(salesIds),
      });
    }
    if (row.statusId === CUSTOMER_STATUS.Inactive) {
      logs.push({
        customerId: row.customerId,
        fromStatusId: CUSTOMER_STATUS.Active,
        toStatusId: CUSTOMER_STATUS.Inactive,
        note: random.pick(['Closed for the winter.', 'Changed supplier.', 'Business sold.']),
        employeeId: random.pick(salesIds),
        createdAt: daysAgo(random.int(10, 200)),
      });
    }
  }
  await insertInChunks(db, contact, contacts);
  await insertInChunks(db, extraAddress, addresses);
  await insertInChunks(db, customerAttachment, attachments);
  await insertInChunks(db, customerStatusLog, logs);

  // The first customer's login is the documented demo login; every fifth active customer has one too.
  const passwordHash = await hashPassword(options.password);
  const logins = created
    .filter((row, index) => index === 0 || (index % 5 === 0 && row.statusId === CUSTOMER_STATUS.Active))
    .map((row, index) => ({
      userName: index === 0 ? DEMO_CUSTOMER_USER : slug(row.customerCode),
      passwordHash,
      customerId: row.customerId,
    }));
  await insertInChunks(db, onlineUser, logins);
}
