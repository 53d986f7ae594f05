// Who reacts to what: each domain's reaction to another's event, and the parts a domain adds to
// another's output, wired in one place so neither side imports the other. Loaded by core's front
// door (src/index.ts), so every process using @fitrater/core has them.
import { onDomainEvent } from './domain-events';
import { completeReferralOnRating, linkReferral } from './community';
import { addAccountExportSection, addProfilePart, evictCachedUser, recordWelcomeMailStatus } from './users';
import { ratingCounters, writeRatingsExport } from './ratings';
import { writeGarmentsExport } from './garments';

// A friend's first finished rating completes their referral, in the transaction that counts it.
onDomainEvent('rating.firstCompleted', ({ userId, at }, ctx) => completeReferralOnRating(ctx.db, userId, at));
// A sign-up from a friend's link records the referral, in the transaction that creates the account.
onDomainEvent('account.registered', ({ userId, email, referralCode, at }, ctx) => linkReferral(ctx.db, referralCode, { id: userId, email }, at));
// The profile shows whether the welcome mail went out, committed with the outbox row.
onDomainEvent('mail.welcomeSettled', ({ userId, status }, ctx) => recordWelcomeMailStatus(ctx.db, userId, status));
// A payment changes the member's row: this process stops serving the cached one at once.
onDomainEvent('membership.changed', ({ userId }, ctx) => { evictCachedUser(ctx, userId); });

// The profile's rating counters come from the columns ratings keeps on the user row.
addProfilePart(ratingCounters);
// "Download my data" carries the ratings, their photos and share cards.
addAccountExportSection(writeRatingsExport);
// ... and the garments of the closet with their cut-outs.
addAccountExportSection(writeGarmentsExport);
