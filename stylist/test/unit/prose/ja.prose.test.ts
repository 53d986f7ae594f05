// Owned by the engineer fixing the ja prose (CJK/Arabic); the harness is shared (../../support/).
import { describeProse } from '../../support/prose-suite';

describeProse('ja');
