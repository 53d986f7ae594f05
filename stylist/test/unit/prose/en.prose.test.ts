import { describeProse } from '../../support/prose-suite';

describeProse('en');
