import { abuseScenario } from './abuse';
import { authScenario } from './auth';
import { chatScenario } from './chat';
import { ratingScenario } from './rating';
import { readsScenario } from './reads';
import { socketsScenario } from './sockets';
import { soakScenario } from './soak';
import { stylingScenario } from './styling';
import type { Scenario } from './types';

/** Every scenario of `npm run load -- <name>`; the k6 twin of each is loadtest/k6/<name>.js. */
export const SCENARIOS: Scenario[] = [readsScenario, ratingScenario, socketsScenario, chatScenario, stylingScenario, authScenario, soakScenario, abuseScenario];
