// The photo sentences of the ko stylist, read by the same checks as the rest of its prose.
import { describePhotoProse } from '../../support/prose-photo-suite';

describePhotoProse('ko');
