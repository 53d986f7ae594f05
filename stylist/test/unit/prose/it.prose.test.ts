import { describeProse } from '../../support/prose-suite';

describeProse('it', { knownFailing: ['contraction', 'english', 'register'] });
