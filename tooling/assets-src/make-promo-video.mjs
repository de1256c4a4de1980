#!/usr/bin/env node
// Makes the header's promo video (host/src/assets/promo.webm) locally, with no
// external footage: headless Chromium draws an animated canvas with the
// banner texts of §1 and a soft synthesized chord, and records both with
// MediaRecorder. Run again only to change the video:
//   node tooling/assets-src/make-promo-video.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'host', 'src', 'assets', 'promo.webm');
const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'] });
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const width = 960;
  const height = 400;
  const seconds = 8;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  const audio = new AudioContext();
  const destination = audio.createMediaStreamDestination();
  const gain = audio.createGain();
  gain.gain.value = 0.05;
  gain.connect(destination);
  for (const frequency of [261.63, 329.63, 392.0]) {
    const oscillator = audio.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    oscillator.connect(gain);
    oscillator.start();
  }
  const stream = new MediaStream([...canvas.captureStream(30).getVideoTracks(), ...destination.stream.getAudioTracks()]);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8,opus', videoBitsPerSecond: 600_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const texts = ["THE WORLD'S ONLINE STORE", 'ANY STORE AT YOUR DOOR', 'GBX MARKETPLACE'];
  const started = performance.now();
  recorder.start();
  await new Promise((resolve) => {
    const draw = () => {
      const t = (performance.now() - started) / 1000;
      const hue = 210 + 20 * Math.sin(t / 2);
      const gradient = ctx.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, `hsl(${hue}, 70%, 18%)`);
      gradient.addColorStop(1, `hsl(${hue + 30}, 65%, 35%)`);
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, width, height);
      // A slowly turning globe of dots: the marketplace's reach.
      ctx.fillStyle = 'rgba(240, 165, 0, 0.8)';
      for (let i = 0; i < 160; i += 1) {
        const lat = Math.acos(1 - (2 * (i + 0.5)) / 160);
        const lon = i * 2.39996 + t * 0.6;
        const x = 760 + 120 * Math.sin(lat) * Math.cos(lon);
        const y = 200 + 120 * Math.cos(lat);
        if (Math.sin(lat) * Math.sin(lon) > 0) ctx.fillRect(x, y, 3, 3);
      }
      const index = Math.min(texts.length - 1, Math.floor(t / (seconds / texts.length)));
      const phase = (t % (seconds / texts.length)) / (seconds / texts.length);
      ctx.globalAlpha = Math.min(1, phase * 4, (1 - phase) * 4);
      ctx.fillStyle = '#ffffff';
      ctx.font = 'bold 48px sans-serif';
      ctx.fillText(texts[index], 60, 215);
      ctx.globalAlpha = 1;
      if (t < seconds) requestAnimationFrame(draw);
      else resolve();
    };
    draw();
  });
  recorder.stop();
  await new Promise((resolve) => (recorder.onstop = resolve));
  const blob = new Blob(chunks, { type: 'video/webm' });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
});
await browser.close();
writeFileSync(out, Buffer.from(base64, 'base64'));
console.log(`wrote ${out} (${Math.round(Buffer.from(base64, 'base64').length / 1024)} kB)`);
