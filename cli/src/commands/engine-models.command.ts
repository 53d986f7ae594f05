import type { Command } from 'commander';
import { engineStatus, probeEngine } from '@fitrater/core';
import { type ProbeResult } from '@fitrater/stylist';
import { currentIo } from '../support/io';
import { withContext } from '../support/runtime';
import { formatTable, print, printJson } from '../support/output';

const yes = (ok: boolean) => (ok ? 'yes' : 'no');
const ms = (value: number | null) => (value === null ? '-' : `${value} ms`);

const CHECK_LABELS = [
  ['images', 'images'], ['jsonSchema', 'json_schema'], ['jsonObject', 'json_object'], ['streaming', 'streaming'], ['seed', 'seed'], ['tools', 'tool calls'],
] as const;

const FORMAT_TEXT = {
  json_schema: 'JSON schema (strict structured output)',
  json_object: 'JSON object, the schema in the prompt',
  text: 'plain text, the first JSON object taken from the answer (code fences and <think> removed)',
} as const;

/** One model's probe as an operator reads it. */
export function formatProbe(model: string, capabilities: string[], r: ProbeResult): string {
  const lines = [`model        ${model} (${capabilities.join(', ')})`, `endpoint     ${r.baseUrl}`];
  if (!r.reachable) {
    lines.push(`reachable    no: ${r.error ?? 'unknown error'}`);
    lines.push('             the built-in engine answers until the endpoint is back (OPENAI_ON_FAILURE=fallback)');
    return lines.join('\n');
  }
  lines.push('reachable    yes');
  for (const [key, label] of CHECK_LABELS) {
    const check = r.checks[key];
    lines.push(`${label.padEnd(12)} ${yes(check.accepted).padEnd(4)}${check.accepted ? '' : ` ${check.note ?? ''}`}`.trimEnd());
  }
  if (r.refused) lines.push('refusals     the model refused the probe\'s plain question: expect refusals (the built-in engine answers them)');
  lines.push(`first token  ${ms(r.firstTokenMs)}`);
  lines.push(`full answer  ${ms(r.fullAnswerMs)}`);
  lines.push(`requests     ${FORMAT_TEXT[r.answerFormat]}${r.capabilities.streaming ? ', streamed' : ''}${r.capabilities.images ? '' : ', the photo described by the built-in vision'}${r.capabilities.seed ? '' : ', no seed'}`);
  return lines.join('\n');
}

/** `fitrater engine probe` and `fitrater engine status`: what the configured model accepts, and how often the built-in engine stood in. */
export function engineModelCommands(engine: Command): void {
  engine.command('probe')
    .description('Ask the OpenAI-compatible endpoint what each configured model accepts (images, JSON schema, JSON object, streaming, seed, tool calls) and how fast it answers; the result is kept in Redis for the workers')
    .option('--model <name>', 'probe this model instead of OPENAI_MODEL, OPENAI_CHAT_MODEL and OPENAI_STYLING_MODEL')
    .option('--json', 'print JSON')
    .action(async (options: { model?: string; json?: boolean }, command: Command) => {
      await withContext(command, async (ctx) => {
        const results = await probeEngine(ctx, options.model);
        if (options.json) return printJson(results.map((r) => ({ ...r.report, usedFor: r.capabilities })));
        print(results.map((r) => formatProbe(r.model, r.capabilities, r.report)).join('\n\n'));
        // The run's exit code (main.ts sets the process's from it): an endpoint that cannot be reached fails the command.
        if (results.some((r) => !r.report.reachable)) currentIo().exitCode = 1;
      });
    });

  engine.command('status')
    .description('The engine in use, each model\'s last probe, and how often the built-in engine answered in the model\'s place, per reason')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }, command: Command) => {
      await withContext(command, async (ctx) => {
        const status = await engineStatus(ctx);
        if (options.json) return printJson(status);
        const lines = [`engine       ${status.provider}${status.provider === 'openai' ? ` (on failure: ${status.onFailure}; score ${Math.round(status.blendWeight * 100)}% built-in, ${Math.round((1 - status.blendWeight) * 100)}% model)` : ''}`];
        for (const m of status.models) {
          lines.push(`${m.capability.padEnd(12)} ${m.model}: ${m.probe ? `${m.probe.reachable ? `accepts ${m.probe.accepts.join(', ') || 'plain text only'}; ${m.probe.answerFormat}; first token ${ms(m.probe.firstTokenMs)}` : 'unreachable'} (probed ${m.probe.probedAt})` : 'not probed yet'}`);
        }
        print(lines.join('\n'));
        print('');
        print(formatTable(status.fallbacks.filter((f) => f.count > 0 || status.provider === 'openai'), [
          { header: 'CAPABILITY', value: (f) => f.capability },
          { header: 'FALLBACK REASON', value: (f) => f.reason },
          { header: 'COUNT', value: (f) => f.count, align: 'right' },
        ]));
      });
    });
}
