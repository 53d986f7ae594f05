// Owned by the engineer fixing the ar prose (CJK/Arabic); the harness is shared (../../support/).
import { describeProse } from '../../support/prose-suite';

describeProse('ar');
