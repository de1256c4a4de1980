/**
 * A one-line progress bar on stderr. On a non-TTY (CI logs, tests) it prints a
 * line per 10% instead of redrawing, so logs stay readable.
 */
export class ProgressBar {
  private readonly started = Date.now();
  private lastDecile = -1;

  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly stream: NodeJS.WriteStream | null = process.stderr,
  ) {}

  update(done: number): void {
    if (!this.stream || this.total <= 0) return;
    const ratio = Math.min(done / this.total, 1);
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    if (this.stream.isTTY) {
      const width = 30;
      const filled = Math.round(ratio * width);
      this.stream.write(`\r${this.label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}% ${done}/${this.total} ${seconds}s`);
      if (ratio === 1) this.stream.write('\n');
      return;
    }
    const decile = Math.floor(ratio * 10);
    if (decile !== this.lastDecile) {
      this.lastDecile = decile;
      this.stream.write(`${this.label}: ${decile * 10}% (${done}/${this.total}, ${seconds}s)\n`);
    }
  }
}
