import { loadConfig } from '../config';
import { withConfiguredDatabase } from './configured-database';
import { seedDemoData } from './seed';

const seeded = await withConfiguredDatabase(loadConfig(), seedDemoData);
console.log(seeded ? 'Demo data seeded.' : 'Demo data already present.');
