import { Command, Option } from 'commander';
import { RATING_OCCASIONS, LANGUAGES } from '@fitrater/contracts';
import { inspectPhoto } from '@fitrater/stylist';
import { print, printJson } from '../support/output';
import { engineModelCommands } from './engine-models.command';

const pct = (x: number): string => `${Math.round(x * 100)}%`;

/** Registers `fitrater engine …`: tools for the rating engines. */
export function engineCommand(program: Command): void {
  const engine = program.command('engine').description('Rating engines');
  engineModelCommands(engine);

  engine.command('inspect')
    .description('Run the local stylist on a photo offline: print what it measured and write PHOTO.overlay.png (regions, keypoints, palettes) next to it')
    .argument('<photo>', 'a JPEG, PNG or WebP photo')
    .addOption(new Option('--occasion <occasion>', 'occasion to rate for').choices(RATING_OCCASIONS as unknown as string[]).default('casual'))
    .option('--custom-occasion <words>', 'the occasion in your words (with --occasion custom)')
    .option('--description <text>', 'the outfit in words, as a user would type it')
    .addOption(new Option('--language <lang>', 'language of the feedback').choices(LANGUAGES as unknown as string[]).default('en'))
    .option('--overlay <file>', 'where to write the overlay PNG')
    .option('--json', 'print JSON')
    .action(async (photo: string, o: { occasion: string; customOccasion?: string; description?: string; language: string; overlay?: string; json?: boolean }) => {
      const r = await inspectPhoto(photo, {
        occasion: o.occasion as never, customOccasion: o.customOccasion ?? null, description: o.description ?? null,
        language: o.language as never, overlayPath: o.overlay,
      });
      if (o.json) return printJson(r);
      const v = r.vision;
      const lines: string[] = [];
      lines.push(`photo        ${photo} (${r.image.width}×${r.image.height} after preparing)`);
      lines.push(`vision       ${r.status.state}${r.status.loadMs !== null ? `, models loaded in ${r.status.loadMs} ms` : ''}${r.status.error ? ` (${r.status.error})` : ''}`);
      if (v) {
        lines.push(`people       ${v.personCount}${v.personCount > 1 ? ' (rated the most central, largest)' : ''}`);
        lines.push(`framing      ${v.fullBody ? 'full body' : 'partial'}${v.framing.length ? `: ${v.framing.join(', ')}` : ''}; person height ${pct(v.personHeight)} of the frame`);
        for (const [part, reg] of Object.entries(v.regions)) {
          if (!reg) continue;
          lines.push(`${part.padEnd(12)} ${reg.palette.map((c) => `${c.id} ${pct(c.share)}`).join(', ')}  (confidence ${reg.confidence}, skin ${pct(reg.skinShare)}${reg.zones ? `, zones ${reg.zones.join('+')}` : ''})`);
        }
        lines.push(`one piece    ${v.onePiece}; top/bottom lightness contrast ${v.topBottomContrast ?? '-'}; shoes echo outfit ${v.shoesEcho ?? '-'}`);
        lines.push(`outfit       ${v.outfit.map((c) => `${c.id} ${pct(c.share)}`).join(', ')} (${v.distinctColours} distinct)`);
        if (v.explicit) lines.push(`explicit     porn ${pct(v.explicit.porn)}, hentai ${pct(v.explicit.hentai)}, sexy ${pct(v.explicit.sexy)}, drawing ${pct(v.explicit.drawing)}`);
        lines.push(`timings      inference ${v.timings.inferenceMs} ms, analysis ${v.timings.analysisMs} ms`);
      }
      const h = r.verdict.photoColours?.harmony;
      if (h) lines.push(`harmony      ${h.type}; contrast ${h.lightnessContrast.toFixed(2)}; colourfulness ${h.colourfulness.toFixed(3)}`);
      lines.push(`quality      ${r.verdict.quality.length ? r.verdict.quality.join(', ') : 'ok'}`);
      lines.push(`rating       ${r.answer.overallRating} ${r.answer.emoji}  confidence ${r.answer.confidence}`);
      for (const [c, a] of Object.entries(r.answer.components)) lines.push(`  ${c.padEnd(11)} ${a.status === 'visible' ? String(a.rating).padEnd(4) : '-   '} ${a.description}`);
      lines.push(`summary      ${r.answer.summary}`);
      lines.push(`feedback     ${r.answer.feedback}`);
      if (r.overlayPath) lines.push(`overlay      ${r.overlayPath}`);
      print(lines.join('\n'));
    });
}
