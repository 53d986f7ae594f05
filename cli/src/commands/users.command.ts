import { Command, Option } from 'commander';
import { changeUserRole, getUserForAdmin, listUsersForAdmin, revokeAllSessionsOf, type AdminUserView } from '@fitrater/core';
import { withContext } from '../support/runtime';
import { formatDate, formatPairs, formatTable, print, printJson, warn } from '../support/output';
import { email, positiveInt } from '../support/parsers';

const premium = (u: AdminUserView) => (u.isPremium ? `until ${formatDate(u.premiumExpiresAt)?.slice(0, 10)}` : 'no');

/** Registers `fitrater users …` on the program (subcommands inherit its settings). */
export function usersCommand(program: Command): void {
  const users = program.command('users').description('Accounts');

  users.command('list')
    .description('List users, newest first')
    .option('--search <text>', 'only e-mails containing this text')
    .addOption(new Option('--limit <n>', 'at most this many users (1-1000)').default(50).argParser(positiveInt(1000)))
    .option('--json', 'print JSON')
    .action(async (options: { search?: string; limit: number; json?: boolean }, command: Command) => {
      await withContext(command, async (ctx) => {
        const list = await listUsersForAdmin(ctx, { limit: options.limit, search: options.search });
        if (options.json) return printJson(list);
        if (list.length === 0) return print('No users found.');
        print(formatTable(list, [
          { header: 'EMAIL', value: (u) => u.email },
          { header: 'NAME', value: (u) => u.name },
          { header: 'ROLE', value: (u) => u.role },
          { header: 'PREMIUM', value: premium },
          { header: 'SESSIONS', value: (u) => u.activeSessions, align: 'right' },
          { header: 'LAST SEEN', value: (u) => formatDate(u.lastSeenAt) },
          { header: 'JOINED', value: (u) => formatDate(u.joinedAt) },
        ]));
      });
    });

  users.command('show')
    .description('Show one user')
    .argument('<email>', 'e-mail address', email)
    .option('--json', 'print JSON')
    .action(async (address: string, options: { json?: boolean }, command: Command) => {
      await withContext(command, async (ctx) => {
        const u = await getUserForAdmin(ctx, address);
        if (options.json) return printJson(u);
        print(formatPairs([
          ['id', u.id],
          ['email', u.email],
          ['name', u.name],
          ['role', u.role],
          ['language', u.language],
          ['premium', premium(u)],
          ['welcome e-mail', u.welcomeEmailStatus],
          ['profile picture', u.profilePicture ? 'yes' : 'no'],
          ['active sessions', u.activeSessions],
          ['free suggestions', u.freeSuggestions],
          ['last seen', formatDate(u.lastSeenAt)],
          ['joined', formatDate(u.joinedAt)],
        ]));
      });
    });

  for (const [name, role, verb] of [
    ['grant-admin', 'admin', 'Give a user the admin role'],
    ['revoke-admin', 'user', 'Take the admin role away from a user'],
  ] as const) {
    users.command(name)
      .description(verb)
      .argument('<email>', 'e-mail address', email)
      .action(async (address: string, _options: unknown, command: Command) => {
        await withContext(command, async (ctx) => {
          const change = await changeUserRole(ctx, address, role);
          print(change.changed
            ? `${change.user.email}: role ${change.previousRole} -> ${role}`
            : `${change.user.email} already has role ${role}; nothing changed.`);
        });
      });
  }

  users.command('revoke-sessions')
    .description('Sign a user out everywhere: revoke every session and close their open sockets')
    .argument('<email>', 'e-mail address', email)
    .action(async (address: string, _options: unknown, command: Command) => {
      await withContext(command, async (ctx) => {
        const result = await revokeAllSessionsOf(ctx, address);
        if (result.revoked === 0) return print(`${result.email} has no active sessions.`);
        print(`Revoked ${result.revoked} session(s) of ${result.email}.`);
        if (!result.announced) {
          warn('warning: Redis is not reachable; open sockets close at their next heartbeat instead of now');
        }
      });
    });

}
