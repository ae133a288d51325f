/** Times the fixed unit of work (machine-speed.ts) in its own process, on the core it is pinned to. */
import { timeUnits } from './machine-speed.js';

console.log(JSON.stringify(timeUnits({ batches: 40, unitsPerBatch: 50, warmUpMs: 500 })));
