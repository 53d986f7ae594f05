// Owned by the engineer fixing the ko prose (CJK/Arabic); the harness is shared (../../support/).
import { describeProse } from '../../support/prose-suite';

describeProse('ko');
