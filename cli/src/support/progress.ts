import { currentIo } from './io';

/** A one-line progress bar on stderr (redrawn in place on a terminal, one line per change otherwise). */
export interface ProgressLine {
  update(done: number, total: number, suffix: string): void;
  end(): void;
}

const WIDTH = 24;

interface ProgressStream {
  write(text: string): void;
  readonly isTTY: boolean;
}

export function progressBar(stream: ProgressStream = stderrOfRun()): ProgressLine {
  let last = '';
  return {
    update(done, total, suffix) {
      const ratio = total > 0 ? Math.min(1, done / total) : 1;
      const filled = Math.round(ratio * WIDTH);
      const line = `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done}/${total} ${suffix}`;
      if (line === last) return;
      last = line;
      stream.write(stream.isTTY ? `\r${line}\u001b[K` : `${line}\n`);
    },
    end() {
      if (stream.isTTY && last) stream.write('\n');
    },
  };
}

function stderrOfRun(): ProgressStream {
  const io = currentIo();
  return { write: (text) => io.writeErr(text), isTTY: io.errIsTTY };
}
