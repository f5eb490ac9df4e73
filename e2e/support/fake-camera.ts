import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;

/**
 * Writes a Y4M video (Chromium's --use-file-for-fake-video-capture) that shows `text` as a QR code
 * on white, so a fake camera "sees" the session QR.
 */
export async function writeQrVideo(path: string, text: string): Promise<void> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  // Scanners look at a centred square about two thirds of the frame's height (qr-scanner's default
  // scan region): the code sits well inside it, as a phone held up to a screen would see it.
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.55) / (modules.size + 2 * quiet));
  const side = scale * (modules.size + 2 * quiet);
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        const y = top + (row + quiet) * scale + dy;
        const x = left + (col + quiet) * scale;
        luma.fill(16, y * WIDTH + x, y * WIDTH + x + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
