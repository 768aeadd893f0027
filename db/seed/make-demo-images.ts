/**
 * Draws the demo pictures in public/demo/ from SVG scenes (`node db/seed/make-demo-images.ts`).
 * Everything is procedural, so the images are original and the script reproduces them exactly.
 * When ffmpeg is on the PATH it also renders a few short clips (public/demo/video/) for the media rows
 * of type VIDEO; without it the existing clips are kept.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEMO_VIDEOS } from './bulk-activities.ts';
import { DEMO_IMAGE_HEIGHT as H, DEMO_IMAGE_KEYS, DEMO_IMAGE_WIDTH as W, type DemoImageKey } from './demo-images.ts';
import { type Rng, createRng, deriveSeed } from './random.ts';

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/demo');

// Building blocks ------------------------------------------------------------------------------

let gradientCounter = 0;
function linear(stops: string[], vertical = true): { id: string; def: string } {
  const id = `g${(gradientCounter += 1)}`;
  const offsets = stops.map((c, i) => `<stop offset="${(i / (stops.length - 1)) * 100}%" stop-color="${c}"/>`).join('');
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return { id, def: `<linearGradient id="${id}" ${dir}>${offsets}</linearGradient>` };
}

function radial(inner: string, outer: string): { id: string; def: string } {
  const id = `r${(gradientCounter += 1)}`;
  return {
    id,
    def: `<radialGradient id="${id}"><stop offset="0%" stop-color="${inner}"/><stop offset="100%" stop-color="${outer}" stop-opacity="0"/></radialGradient>`,
  };
}

class Scene {
  defs: string[] = [];
  body: string[] = [];
  rng: Rng;
  constructor(seed: number) {
    this.rng = createRng(seed);
  }
  add(markup: string) {
    this.body.push(markup);
    return this;
  }
  fill(stops: string[], vertical = true): string {
    const g = linear(stops, vertical);
    this.defs.push(g.def);
    return `url(#${g.id})`;
  }
  glow(inner: string, outer: string): string {
    const g = radial(inner, outer);
    this.defs.push(g.def);
    return `url(#${g.id})`;
  }
  sky(top: string, bottom: string, height = H) {
    return this.add(`<rect width="${W}" height="${height}" fill="${this.fill([top, bottom])}"/>`);
  }
  sun(x: number, y: number, r: number, color: string) {
    this.add(`<circle cx="${x}" cy="${y}" r="${r * 3}" fill="${this.glow(color, color)}" opacity="0.45"/>`);
    return this.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`);
  }
  /** A smooth ridge line from left to right, filled down to the bottom. */
  hills(base: number, amplitude: number, color: string, bumps = 4) {
    const points: string[] = [`M0 ${H}`, `L0 ${base}`];
    const step = W / bumps;
    for (let i = 0; i < bumps; i += 1) {
      const peak = base - amplitude * (0.4 + this.rng.next() * 0.6);
      points.push(`Q${i * step + step / 2} ${peak} ${(i + 1) * step} ${base - this.rng.int(-20, 20)}`);
    }
    points.push(`L${W} ${H}Z`);
    return this.add(`<path d="${points.join(' ')}" fill="${color}"/>`);
  }
  water(top: string, bottom: string, y: number) {
    this.add(`<rect y="${y}" width="${W}" height="${H - y}" fill="${this.fill([top, bottom])}"/>`);
    for (let i = 0; i < 28; i += 1) {
      const wy = y + 20 + this.rng.next() * (H - y - 30);
      const wx = this.rng.next() * W;
      const len = 40 + this.rng.next() * 120;
      this.add(
        `<path d="M${wx} ${wy} q${len / 4} -8 ${len / 2} 0 t${len / 2} 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" fill="none" stroke-linecap="round"/>`,
      );
    }
    return this;
  }
  cloud(x: number, y: number, s: number) {
    return this.add(
      `<g fill="#ffffff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="${90 * s}" ry="${34 * s}"/><ellipse cx="${x - 50 * s}" cy="${y + 8 * s}" rx="${60 * s}" ry="${26 * s}"/><ellipse cx="${x + 40 * s}" cy="${y - 18 * s}" rx="${56 * s}" ry="${36 * s}"/></g>`,
    );
  }
  tree(x: number, y: number, s: number, leaf: string) {
    return this.add(
      `<rect x="${x - 8 * s}" y="${y - 60 * s}" width="${16 * s}" height="${60 * s}" fill="#6b4a2f"/><circle cx="${x}" cy="${y - 100 * s}" r="${58 * s}" fill="${leaf}"/><circle cx="${x - 34 * s}" cy="${y - 74 * s}" r="${38 * s}" fill="${leaf}"/><circle cx="${x + 36 * s}" cy="${y - 76 * s}" r="${40 * s}" fill="${leaf}"/>`,
    );
  }
  pine(x: number, y: number, s: number, color: string) {
    return this.add(
      `<rect x="${x - 6 * s}" y="${y - 30 * s}" width="${12 * s}" height="${30 * s}" fill="#5a3d25"/><path d="M${x} ${y - 190 * s} L${x + 60 * s} ${y - 30 * s} L${x - 60 * s} ${y - 30 * s}Z" fill="${color}"/>`,
    );
  }
  person(x: number, y: number, s: number, color: string) {
    return this.add(
      `<circle cx="${x}" cy="${y - 118 * s}" r="${20 * s}" fill="#f1c7a5"/><path d="M${x - 30 * s} ${y} L${x - 26 * s} ${y - 70 * s} Q${x} ${y - 100 * s} ${x + 26 * s} ${y - 70 * s} L${x + 30 * s} ${y}Z" fill="${color}"/>`,
    );
  }
  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

const BRIGHT = ['#e72e6c', '#34aadf', '#02906f', '#f5b700', '#ff7a3d', '#7a5cff', '#5eba94'];

// Scenes -----------------------------------------------------------------------------------------

type Painter = (s: Scene) => void;

const interior = (s: Scene, wall: [string, string], floor: string, floorY = 760) =>
  s.sky(wall[0], wall[1]).add(`<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/>`);

const SCENES: Record<DemoImageKey, Painter> = {
  cooking: (s) => {
    interior(s, ['#fbe9d7', '#f3cfa9'], '#8a5a3c', 640);
    s.add(`<rect x="0" y="600" width="${W}" height="60" fill="#d9d9d9"/>`);
    for (let i = 0; i < 12; i += 1) s.add(`<rect x="${i * 140}" y="120" width="120" height="120" fill="#ffffff" opacity="0.35"/>`);
    const pots: Array<[number, string]> = [
      [380, '#c0392b'],
      [760, '#2c3e50'],
      [1140, '#e67e22'],
    ];
    for (const [x, color] of pots) {
      s.add(
        `<rect x="${x - 130}" y="470" width="260" height="130" rx="20" fill="${color}"/><rect x="${x - 150}" y="455" width="300" height="26" rx="10" fill="${color}"/><rect x="${x + 150}" y="490" width="90" height="18" rx="9" fill="#333"/>`,
      );
      for (let k = 0; k < 3; k += 1)
        s.add(
          `<path d="M${x - 50 + k * 50} 440 q-30 -60 0 -110 t0 -110" stroke="#ffffff" stroke-opacity="0.6" stroke-width="12" fill="none" stroke-linecap="round"/>`,
        );
    }
    s.add(
      `<ellipse cx="800" cy="820" rx="260" ry="60" fill="#c7a27c"/><circle cx="700" cy="805" r="34" fill="#e74c3c"/><circle cx="790" cy="800" r="30" fill="#27ae60"/><circle cx="880" cy="810" r="32" fill="#f1c40f"/>`,
    );
  },
  dinner: (s) => {
    s.sky('#1d2340', '#3b2f4f');
    s.add(`<path d="M0 140 Q400 260 800 150 T1600 160" stroke="#444" stroke-width="3" fill="none"/>`);
    for (let i = 0; i < 22; i += 1) {
      const x = 40 + i * 72;
      const y = 150 + Math.sin(i / 3.3) * 50;
      s.add(`<circle cx="${x}" cy="${y + 22}" r="40" fill="${s.glow('#ffe7a3', '#ffe7a3')}"/><circle cx="${x}" cy="${y + 22}" r="10" fill="#fff4c7"/>`);
    }
    s.add(`<rect x="100" y="620" width="1400" height="40" fill="#7b4b2a"/><rect x="100" y="560" width="1400" height="70" fill="#f7f3ea"/>`);
    for (let i = 0; i < 6; i += 1) {
      const x = 250 + i * 220;
      s.add(
        `<ellipse cx="${x}" cy="590" rx="70" ry="18" fill="#ffffff" stroke="#ddd"/><rect x="${x + 80}" y="470" width="10" height="100" fill="#ffffff" opacity="0.8"/><path d="M${x + 60} 430 h50 l-10 50 h-30z" fill="#8e1b3a" opacity="0.85"/>`,
      );
    }
    s.add(`<rect y="660" width="${W}" height="${H - 660}" fill="#2b2238"/>`);
  },
  beer: (s) => {
    interior(s, ['#3b2414', '#6e4322'], '#4a2c17', 700);
    for (let i = 0; i < 9; i += 1) s.add(`<rect x="${60 + i * 170}" y="120" width="120" height="260" rx="10" fill="#2a190d" opacity="0.6"/>`);
    s.add(`<rect y="640" width="${W}" height="70" fill="#8c5a2f"/>`);
    const colors = ['#f4b41a', '#d98c1a', '#7a3b12', '#f7d154', '#b5651d'];
    for (let i = 0; i < 5; i += 1) {
      const x = 260 + i * 250;
      const c = colors[i]!;
      s.add(
        `<path d="M${x - 60} 380 L${x + 60} 380 L${x + 48} 640 L${x - 48} 640Z" fill="${c}" opacity="0.92"/><rect x="${x - 64}" y="350" width="128" height="46" rx="22" fill="#fffaf0"/>`,
      );
      for (let b = 0; b < 6; b += 1)
        s.add(`<circle cx="${x - 30 + s.rng.int(0, 60)}" cy="${420 + s.rng.int(0, 200)}" r="${s.rng.int(3, 7)}" fill="#ffffff" opacity="0.5"/>`);
    }
  },
  wine: (s) => {
    s.sky('#f6c28b', '#fbe3c4', 520);
    s.sun(1250, 260, 70, '#fff1c1');
    s.hills(520, 140, '#7fa65a', 3).hills(640, 90, '#5f8a45', 4);
    for (let r = 0; r < 7; r += 1) {
      const y = 660 + r * 50;
      s.add(`<path d="M0 ${y} Q800 ${y - 60} ${W} ${y}" stroke="#3f6b2f" stroke-width="${10 + r * 3}" fill="none" stroke-dasharray="26 16"/>`);
    }
    s.add(`<path d="M560 560 q40 120 0 170 q-40 -50 0 -170z" fill="#ffffff" opacity="0.0"/>`);
    for (const [x, c] of [
      [620, '#7b1030'],
      [860, '#f1e3a0'],
    ] as const) {
      s.add(
        `<path d="M${x - 70} 520 Q${x - 70} 680 ${x} 690 Q${x + 70} 680 ${x + 70} 520Z" fill="#ffffff" opacity="0.55"/><path d="M${x - 66} 600 Q${x - 60} 682 ${x} 688 Q${x + 60} 682 ${x + 66} 600Z" fill="${c}"/><rect x="${x - 5}" y="690" width="10" height="140" fill="#ffffff" opacity="0.8"/><ellipse cx="${x}" cy="835" rx="55" ry="12" fill="#ffffff" opacity="0.8"/>`,
      );
    }
  },
  escape: (s) => {
    interior(s, ['#111418', '#252a33'], '#0c0e11', 800);
    s.add(
      `<rect x="620" y="180" width="360" height="620" fill="#3a2a1e" stroke="#6b5239" stroke-width="14"/><circle cx="930" cy="500" r="18" fill="#c9a227"/>`,
    );
    s.add(
      `<rect x="735" y="420" width="130" height="110" rx="18" fill="#8f8f8f"/><path d="M755 420 v-50 a45 45 0 0 1 90 0 v50" stroke="#8f8f8f" stroke-width="22" fill="none"/><circle cx="800" cy="465" r="14" fill="#222"/><rect x="794" y="470" width="12" height="34" fill="#222"/>`,
    );
    s.add(
      `<path d="M240 900 L760 380 L900 520 Z" fill="#fff6c9" opacity="0.18"/><rect x="180" y="870" width="120" height="46" rx="14" fill="#444" transform="rotate(-45 240 893)"/>`,
    );
    for (let i = 0; i < 5; i += 1)
      s.add(
        `<text x="${140 + i * 300}" y="${130 + (i % 2) * 40}" font-family="monospace" font-size="64" fill="#6ee7b7" opacity="0.35">${['7', '3', 'X', '9', 'A'][i]}</text>`,
      );
  },
  sailing: (s) => {
    s.sky('#7cc3ea', '#d6effa', 560).cloud(300, 160, 1.2).cloud(1200, 120, 0.9);
    s.add(`<rect y="520" width="${W}" height="40" fill="#6a8f5a" opacity="0.6"/>`);
    s.water('#2b7fb8', '#134f7a', 560);
    s.add(`<path d="M560 700 L1100 700 L1040 770 L620 770Z" fill="#5b3a21"/><rect x="820" y="250" width="12" height="450" fill="#4a3320"/>`);
    s.add(
      `<path d="M832 260 L832 680 L1120 680Z" fill="#f7efe0"/><path d="M816 290 L816 680 L600 680Z" fill="#e8d9bd"/><path d="M826 250 l60 20 l-60 20z" fill="#e72e6c"/>`,
    );
    s.add(`<path d="M280 640 l60 0 l-8 14 l-44 0z M306 560 v80 l40 -10z" fill="#ffffff" opacity="0.8"/>`);
  },
  canoe: (s) => {
    s.sky('#bfe3c9', '#eaf6ef', 480);
    s.hills(480, 80, '#4f8a4b', 5);
    for (let i = 0; i < 16; i += 1) s.tree(60 + i * 100, 520 - s.rng.int(0, 30), 0.6 + s.rng.next() * 0.3, i % 2 ? '#3f7a3f' : '#2f6a3a');
    s.water('#4a8fa0', '#2d6473', 540);
    for (let i = 0; i < 40; i += 1) {
      const x = s.rng.next() < 0.5 ? s.rng.int(0, 260) : s.rng.int(1340, 1600);
      s.add(`<path d="M${x} ${H} q${s.rng.int(-20, 20)} -160 ${s.rng.int(-10, 10)} -${s.rng.int(160, 300)}" stroke="#8a9a3a" stroke-width="6" fill="none"/>`);
    }
    s.add(
      `<path d="M520 760 Q800 830 1080 760 Q800 790 520 760Z" fill="#d35400"/><path d="M520 760 Q800 800 1080 760" stroke="#a04000" stroke-width="8" fill="none"/>`,
    );
    s.person(700, 770, 0.7, '#34aadf').person(900, 770, 0.7, '#f5b700');
    s.add(`<path d="M640 640 L760 840" stroke="#5a3d25" stroke-width="10"/><path d="M960 640 L840 840" stroke="#5a3d25" stroke-width="10"/>`);
  },
  sup: (s) => {
    s.sky('#ff9a76', '#ffd8a8', 520);
    s.sun(800, 520, 110, '#fff0c2');
    s.hills(520, 40, '#5b4a6b', 6);
    s.water('#f2a07b', '#6f5b8b', 540);
    for (const [x, c] of [
      [420, '#02906f'],
      [800, '#e72e6c'],
      [1180, '#34aadf'],
    ] as const) {
      s.add(`<ellipse cx="${x}" cy="800" rx="150" ry="16" fill="${c}"/>`);
      s.person(x, 790, 0.9, '#2b2b3b');
      s.add(`<path d="M${x + 30} 640 L${x + 70} 830" stroke="#2b2b3b" stroke-width="8"/>`);
    }
  },
  raft: (s) => {
    s.sky('#9fd3f0', '#e2f3fb', 500).cloud(1200, 140, 1);
    s.hills(500, 60, '#5d9a52', 5);
    s.water('#3c8dbc', '#1f5f87', 540);
    s.add(`<g transform="rotate(-4 800 760)">`);
    for (let i = 0; i < 4; i += 1)
      s.add(`<rect x="${520 + i * 150}" y="740" width="120" height="70" rx="30" fill="${['#2e86de', '#e74c3c', '#2e86de', '#e74c3c'][i]}"/>`);
    for (let i = 0; i < 7; i += 1) s.add(`<rect x="490" y="${690 + i * 9}" width="640" height="8" fill="#b07d4f"/>`);
    s.add(`<rect x="500" y="680" width="18" height="90" fill="#8a5a2b"/><rect x="1100" y="680" width="18" height="90" fill="#8a5a2b"/></g>`);
    s.person(700, 690, 0.8, '#f5b700').person(880, 690, 0.8, '#02906f');
  },
  forest: (s) => {
    s.sky('#f7d9a6', '#f4e7cf');
    const leaves = ['#c0392b', '#e67e22', '#d4a017', '#8e5b2e', '#b5651d'];
    for (let row = 0; row < 3; row += 1)
      for (let i = 0; i < 12; i += 1) s.tree(i * 140 + s.rng.int(-30, 30) + row * 40, 560 + row * 120, 0.9 + row * 0.35, leaves[s.rng.int(0, 4)]!);
    s.add(`<path d="M620 ${H} Q760 760 780 560 L820 560 Q880 760 1000 ${H}Z" fill="#c8a77a"/>`);
    for (let i = 0; i < 60; i += 1) s.add(`<ellipse cx="${s.rng.int(0, W)}" cy="${s.rng.int(800, H)}" rx="10" ry="5" fill="${leaves[s.rng.int(0, 4)]}"/>`);
  },
  hiking: (s) => {
    s.sky('#8ec5ff', '#e0f0ff').cloud(400, 150, 1).sun(1300, 180, 60, '#fff7d6');
    s.hills(520, 260, '#7d8fa6', 3).hills(640, 200, '#5f8a56', 4).hills(800, 120, '#4d7845', 3);
    for (let i = 0; i < 4; i += 1) s.person(560 + i * 90, 660 - i * 22, 0.45, BRIGHT[i]!);
    s.add(`<path d="M0 ${H} Q500 800 700 650 T1100 560" stroke="#d9c59a" stroke-width="18" fill="none"/>`);
  },
  cycling: (s) => {
    s.sky('#a8dcf5', '#eef9ff', 560).cloud(300, 170, 1.1).cloud(1100, 110, 0.8);
    s.add(`<path d="M0 600 Q800 520 ${W} 600 L${W} 700 L0 700Z" fill="#7bb661"/><rect y="600" width="${W}" height="40" fill="#8d8d8d"/>`);
    s.water('#5aa8d6', '#2f77a8', 700);
    for (let i = 0; i < 3; i += 1) {
      const x = 380 + i * 380;
      s.add(
        `<circle cx="${x}" cy="560" r="46" stroke="#222" stroke-width="8" fill="none"/><circle cx="${x + 150}" cy="560" r="46" stroke="#222" stroke-width="8" fill="none"/><path d="M${x} 560 L${x + 60} 480 L${x + 130} 480 L${x + 150} 560 M${x + 60} 480 L${x + 80} 560 L${x + 130} 480" stroke="${BRIGHT[i]}" stroke-width="9" fill="none"/>`,
      );
      s.person(x + 80, 500, 0.6, BRIGHT[i + 2]!);
    }
    for (let i = 0; i < 3; i += 1)
      s.add(
        `<g transform="translate(${1300 + i * 90} 420)"><rect x="-8" y="0" width="16" height="180" fill="#eee"/><path d="M0 0 l80 -20 l-80 40 l-80 -20z" fill="#f5f5f5" transform="rotate(${i * 30})"/></g>`,
      );
  },
  climbing: (s) => {
    s.sky('#dfe6ee', '#b8c5d3');
    s.add(`<path d="M200 0 L1400 0 L1500 ${H} L100 ${H}Z" fill="#8fa3b8"/>`);
    for (let i = 0; i < 90; i += 1) {
      const c = BRIGHT[s.rng.int(0, BRIGHT.length - 1)];
      const x = s.rng.int(240, 1380);
      const y = s.rng.int(40, 960);
      s.add(
        `<ellipse cx="${x}" cy="${y}" rx="${s.rng.int(14, 30)}" ry="${s.rng.int(10, 22)}" fill="${c}" transform="rotate(${s.rng.int(0, 180)} ${x} ${y})"/>`,
      );
    }
    s.add(`<path d="M820 0 L830 600" stroke="#f39c12" stroke-width="6"/>`);
    s.person(830, 720, 0.9, '#e72e6c');
  },
  archery: (s) => {
    s.sky('#9bd2f2', '#e7f6ff', 560).cloud(300, 140, 0.9);
    s.hills(560, 60, '#6aa84f', 5);
    s.add(`<rect y="620" width="${W}" height="${H - 620}" fill="#78b159"/>`);
    const cx = 900;
    const cy = 520;
    ['#ffffff', '#222222', '#2e86de', '#e74c3c', '#f1c40f'].forEach((c, i) => s.add(`<circle cx="${cx}" cy="${cy}" r="${220 - i * 44}" fill="${c}"/>`));
    s.add(`<path d="M820 760 L880 700 M980 760 L920 700" stroke="#6b4a2f" stroke-width="16"/>`);
    for (const [dx, dy] of [
      [-10, 8],
      [40, -30],
      [-60, 50],
    ] as const)
      s.add(
        `<path d="M${cx + dx} ${cy + dy} l-220 90" stroke="#5a3d25" stroke-width="8"/><path d="M${cx + dx - 220} ${cy + dy + 90} l-30 -4 l12 20z" fill="#e72e6c"/>`,
      );
  },
  golf: (s) => {
    s.sky('#a3d8f4', '#eef9ff', 600).cloud(1200, 150, 1);
    s.hills(600, 120, '#5fa85a', 3);
    s.add(
      `<ellipse cx="900" cy="760" rx="420" ry="110" fill="#7fd07a"/><ellipse cx="960" cy="770" rx="28" ry="10" fill="#2d2d2d"/><rect x="956" y="470" width="8" height="300" fill="#eee"/><path d="M964 470 l130 40 l-130 40z" fill="#e74c3c"/>`,
    );
    s.add(`<circle cx="600" cy="800" r="22" fill="#ffffff"/><ellipse cx="1350" cy="880" rx="180" ry="50" fill="#e8d8a8"/>`);
  },
  football: (s) => {
    s.sky('#8fd0f5', '#dff3fd', 420);
    s.add(`<rect y="420" width="${W}" height="${H - 420}" fill="#3f9b46"/>`);
    for (let i = 0; i < 8; i += 1) s.add(`<rect x="${i * 200}" y="420" width="100" height="${H - 420}" fill="#4aa751"/>`);
    s.add(
      `<path d="M100 ${H} L500 480 L1100 480 L1500 ${H}" stroke="#ffffff" stroke-width="8" fill="none"/><ellipse cx="800" cy="700" rx="220" ry="60" stroke="#ffffff" stroke-width="8" fill="none"/>`,
    );
    s.add(`<rect x="620" y="300" width="360" height="180" fill="none" stroke="#ffffff" stroke-width="14"/>`);
    for (let i = 0; i < 10; i += 1) s.add(`<path d="M${640 + i * 34} 310 v165" stroke="#ffffff" stroke-opacity="0.4" stroke-width="3"/>`);
    s.add(`<circle cx="860" cy="820" r="46" fill="#ffffff"/><path d="M860 790 l20 15 l-8 24 h-24 l-8 -24z" fill="#222"/>`);
  },
  city: (s) => {
    s.sky('#f9b27c', '#fde2c2', 640);
    const colors = ['#8e3b2a', '#5b3a29', '#a0522d', '#3e2a23', '#b5651d', '#6d4c41'];
    let x = 0;
    while (x < W) {
      const w = s.rng.int(110, 170);
      const h = s.rng.int(300, 460);
      const c = colors[s.rng.int(0, colors.length - 1)]!;
      s.add(
        `<path d="M${x} 640 L${x} ${640 - h} L${x + w / 4} ${640 - h} L${x + w / 2} ${600 - h} L${x + (3 * w) / 4} ${640 - h} L${x + w} ${640 - h} L${x + w} 640Z" fill="${c}"/>`,
      );
      for (let r = 0; r < 4; r += 1)
        for (let k = 0; k < 2; k += 1)
          s.add(`<rect x="${x + 18 + k * (w / 2)}" y="${660 - h + 40 + r * 80}" width="${w / 2 - 36}" height="50" fill="#ffe7b0" opacity="0.85"/>`);
      x += w + 6;
    }
    s.water('#3b6e8f', '#1f3f55', 640);
    s.add(`<path d="M300 770 L700 770 L660 810 L340 810Z" fill="#2c3e50"/>`);
  },
  museum: (s) => {
    interior(s, ['#e9e4da', '#d8d0c0'], '#8b6f4e', 760);
    const frames: Array<[number, number, number, number]> = [
      [160, 220, 300, 380],
      [560, 180, 480, 320],
      [1140, 240, 300, 360],
    ];
    for (const [x, y, w, h] of frames) {
      s.add(`<rect x="${x - 18}" y="${y - 18}" width="${w + 36}" height="${h + 36}" fill="#b8860b"/>`);
      s.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${s.fill([BRIGHT[s.rng.int(0, 6)]!, BRIGHT[s.rng.int(0, 6)]!])}"/>`);
      s.add(`<circle cx="${x + w * 0.6}" cy="${y + h * 0.4}" r="${w / 6}" fill="#fff6" />`);
    }
    s.add(
      `<rect x="640" y="620" width="320" height="40" fill="#5b4636"/><rect x="660" y="660" width="20" height="100" fill="#5b4636"/><rect x="920" y="660" width="20" height="100" fill="#5b4636"/>`,
    );
    s.person(420, 940, 0.9, '#34aadf').person(1240, 940, 0.9, '#e72e6c');
  },
  painting: (s) => {
    interior(s, ['#f5efe6', '#e6dccb'], '#a47551', 820);
    s.add(`<path d="M700 900 L800 200 L900 900 M800 200 L800 960" stroke="#7a5230" stroke-width="16" fill="none"/>`);
    s.add(`<rect x="560" y="260" width="480" height="380" fill="#ffffff" stroke="#ddd" stroke-width="6"/>`);
    s.add(
      `<rect x="580" y="280" width="440" height="180" fill="${s.fill(['#7cc3ea', '#f9d8a8'])}"/><circle cx="900" cy="350" r="40" fill="#f5b700"/><path d="M580 460 Q700 380 820 460 T1020 430 L1020 620 L580 620Z" fill="#5eba94"/>`,
    );
    s.add(`<ellipse cx="1260" cy="760" rx="180" ry="110" fill="#c89f6d"/><circle cx="1320" cy="800" r="30" fill="#f5efe6"/>`);
    BRIGHT.slice(0, 6).forEach((c, i) => s.add(`<circle cx="${1160 + (i % 3) * 70}" cy="${720 + Math.floor(i / 3) * 60}" r="24" fill="${c}"/>`));
  },
  pottery: (s) => {
    interior(s, ['#efe2d2', '#dcc3a6'], '#6e5846', 740);
    s.add(`<ellipse cx="800" cy="760" rx="360" ry="70" fill="#9d9d9d"/><ellipse cx="800" cy="740" rx="260" ry="50" fill="#bdbdbd"/>`);
    s.add(
      `<path d="M660 730 Q600 560 700 460 Q720 430 700 400 L900 400 Q880 430 900 460 Q1000 560 940 730Z" fill="#b5683e"/><ellipse cx="800" cy="400" rx="100" ry="22" fill="#8f4f2c"/>`,
    );
    s.add(
      `<path d="M560 600 q60 -40 120 0" stroke="#f1c7a5" stroke-width="40" fill="none" stroke-linecap="round"/><path d="M1040 600 q-60 -40 -120 0" stroke="#f1c7a5" stroke-width="40" fill="none" stroke-linecap="round"/>`,
    );
    for (let i = 0; i < 4; i += 1) s.add(`<path d="M${150 + i * 70} 300 q30 -90 60 0 v120 h-60z" fill="${['#c97b50', '#a35f3a', '#d9a066', '#8f4f2c'][i]}"/>`);
  },
  theatre: (s) => {
    s.sky('#1b0d12', '#2c1219');
    s.add(`<path d="M0 0 L${W} 0 L${W} 90 L0 90Z" fill="#8b0f24"/>`);
    for (const side of [0, 1]) {
      for (let i = 0; i < 6; i += 1) {
        const x = side ? W - 60 - i * 55 : i * 55;
        s.add(`<rect x="${x}" y="0" width="60" height="${H}" fill="${i % 2 ? '#a3142c' : '#8b0f24'}"/>`);
      }
    }
    s.add(
      `<path d="M400 0 L640 760 L960 760 L1200 0Z" fill="#fff6d5" opacity="0.14"/><ellipse cx="800" cy="780" rx="330" ry="60" fill="#fff2c2" opacity="0.35"/>`,
    );
    s.add(`<rect y="800" width="${W}" height="200" fill="#3a1f14"/>`);
    s.person(720, 790, 1.1, '#f5b700').person(900, 790, 1.1, '#34aadf');
  },
  quiz: (s) => {
    s.sky('#24305e', '#3e4f8a');
    for (let i = 0; i < 14; i += 1)
      s.add(
        `<text x="${s.rng.int(40, 1500)}" y="${s.rng.int(120, 900)}" font-family="Georgia, serif" font-size="${s.rng.int(80, 200)}" fill="${BRIGHT[s.rng.int(0, 6)]}" opacity="0.35">?</text>`,
      );
    for (let i = 0; i < 4; i += 1)
      s.add(
        `<rect x="${220 + i * 300}" y="${420 + (i % 2) * 40}" width="220" height="300" rx="20" fill="#ffffff" transform="rotate(${-8 + i * 5} ${330 + i * 300} 570)"/><text x="${290 + i * 300}" y="${600 + (i % 2) * 40}" font-family="Georgia, serif" font-size="120" fill="${BRIGHT[i]}">${'ABCD'[i]}</text>`,
      );
    s.add(
      `<ellipse cx="1380" cy="860" rx="120" ry="30" fill="#c9a227"/><path d="M1280 860 Q1280 740 1380 730 Q1480 740 1480 860Z" fill="#e8c547"/><circle cx="1380" cy="720" r="16" fill="#c9a227"/>`,
    );
  },
  farm: (s) => {
    s.sky('#9ed6f7', '#e6f6ff', 560).cloud(300, 160, 1).sun(1350, 150, 55, '#fff5c8');
    s.hills(560, 60, '#86c06c', 4);
    s.add(`<rect y="620" width="${W}" height="${H - 620}" fill="#7cb85f"/>`);
    s.add(
      `<rect x="950" y="360" width="420" height="300" fill="#b03a2e"/><path d="M920 370 L1160 210 L1400 370Z" fill="#7b241c"/><rect x="1100" y="480" width="120" height="180" fill="#f5e6cc"/><path d="M1100 480 L1220 660 M1220 480 L1100 660" stroke="#b03a2e" stroke-width="10"/>`,
    );
    for (let i = 0; i < 5; i += 1) {
      const x = 200 + i * 150;
      const y = 800 + s.rng.int(-30, 40);
      s.add(
        `<ellipse cx="${x}" cy="${y}" rx="70" ry="45" fill="#f8f8f2"/><ellipse cx="${x + 70}" cy="${y - 20}" rx="24" ry="20" fill="#333"/><rect x="${x - 40}" y="${y + 30}" width="10" height="40" fill="#333"/><rect x="${x + 30}" y="${y + 30}" width="10" height="40" fill="#333"/>`,
      );
    }
    for (let i = 0; i < 16; i += 1) s.add(`<rect x="${i * 100}" y="690" width="12" height="90" fill="#e8d3a8"/>`);
    s.add(`<rect y="710" width="${W}" height="10" fill="#e8d3a8"/><rect y="750" width="${W}" height="10" fill="#e8d3a8"/>`);
  },
  playground: (s) => {
    s.sky('#a6dcfa', '#effaff', 640).cloud(1250, 150, 1).sun(250, 160, 60, '#fff3b0');
    s.add(`<rect y="640" width="${W}" height="${H - 640}" fill="#8bc96b"/><ellipse cx="800" cy="820" rx="700" ry="120" fill="#e9d3a0"/>`);
    s.add(
      `<path d="M200 820 L320 320 L440 820 M620 820 L500 320 L620 820" stroke="#e72e6c" stroke-width="20" fill="none"/><rect x="300" y="310" width="340" height="22" fill="#e72e6c"/>`,
    );
    s.add(`<path d="M400 330 v300 M500 330 v300" stroke="#555" stroke-width="5"/><rect x="380" y="630" width="140" height="18" fill="#f5b700"/>`);
    s.add(
      `<rect x="980" y="380" width="180" height="20" fill="#34aadf"/><rect x="980" y="400" width="20" height="420" fill="#34aadf"/><rect x="1140" y="400" width="20" height="420" fill="#34aadf"/><path d="M1160 390 Q1300 560 1440 800 L1490 800 Q1340 540 1190 380Z" fill="#f5b700"/>`,
    );
    for (let i = 0; i < 7; i += 1) s.add(`<rect x="985" y="${440 + i * 55}" width="170" height="10" fill="#1f7fb0"/>`);
  },
  indoorplay: (s) => {
    interior(s, ['#fdf1f6', '#f7d9e6'], '#e2c6d6', 560);
    s.add(`<rect x="200" y="520" width="1200" height="360" rx="40" fill="#3f8fd2"/>`);
    for (let i = 0; i < 260; i += 1)
      s.add(`<circle cx="${s.rng.int(230, 1370)}" cy="${s.rng.int(520, 860)}" r="${s.rng.int(22, 30)}" fill="${BRIGHT[s.rng.int(0, BRIGHT.length - 1)]}"/>`);
    s.add(
      `<path d="M1250 120 Q1500 300 1300 560" stroke="#f5b700" stroke-width="90" fill="none" stroke-linecap="round"/><rect x="1180" y="90" width="160" height="60" rx="20" fill="#02906f"/>`,
    );
    s.add(`<rect x="0" y="880" width="${W}" height="120" fill="#c3a5b6"/>`);
  },
  zoo: (s) => {
    s.sky('#f6d28e', '#fbeed1', 620).sun(1300, 200, 70, '#fff3c4');
    s.add(`<rect y="620" width="${W}" height="${H - 620}" fill="#c8b06a"/>`);
    s.tree(300, 640, 1.6, '#6a9a3c').tree(1350, 650, 1.3, '#5d8d34');
    const gx = 820;
    s.add(
      `<path d="M${gx - 20} 640 L${gx + 10} 300 L${gx + 60} 300 L${gx + 40} 640Z" fill="#e8b04b"/><ellipse cx="${gx + 40}" cy="280" rx="60" ry="32" fill="#e8b04b"/><ellipse cx="${gx}" cy="660" rx="150" ry="90" fill="#e8b04b"/>`,
    );
    for (let i = 0; i < 14; i += 1)
      s.add(`<circle cx="${gx - 110 + s.rng.int(0, 220)}" cy="${600 + s.rng.int(0, 120)}" r="${s.rng.int(12, 22)}" fill="#a0662a"/>`);
    s.add(`<rect x="${gx - 120}" y="720" width="20" height="200" fill="#e8b04b"/><rect x="${gx + 100}" y="720" width="20" height="200" fill="#e8b04b"/>`);
    for (let i = 0; i < 17; i += 1) s.add(`<rect x="${i * 100}" y="780" width="14" height="220" fill="#5b4636"/>`);
    s.add(`<rect y="800" width="${W}" height="12" fill="#5b4636"/><rect y="900" width="${W}" height="12" fill="#5b4636"/>`);
  },
  treasure: (s) => {
    interior(s, ['#6b4a2f', '#4a3220'], '#3a2616', 1000);
    s.add(
      `<path d="M220 160 L1380 120 L1420 880 L180 860Z" fill="#e9d3a2"/><path d="M220 160 L1380 120 L1420 880 L180 860Z" fill="none" stroke="#b08d57" stroke-width="10"/>`,
    );
    s.add(
      `<path d="M340 740 C500 600 560 720 700 560 S960 420 1080 380" stroke="#a0522d" stroke-width="10" stroke-dasharray="30 20" fill="none"/><path d="M1060 330 l60 60 M1120 330 l-60 60" stroke="#c0392b" stroke-width="16"/>`,
    );
    s.add(
      `<path d="M400 300 q60 -40 120 0 q40 60 -20 100 q-80 20 -100 -100" fill="#8bb174"/><path d="M900 620 q80 -30 140 20 q0 70 -90 70 q-60 -20 -50 -90" fill="#8bb174"/>`,
    );
    s.add(
      `<circle cx="1200" cy="720" r="110" fill="#d4af37"/><circle cx="1200" cy="720" r="90" fill="#fdf6e3"/><path d="M1200 640 L1222 720 L1200 800 L1178 720Z" fill="#c0392b"/>`,
    );
  },
  swimming: (s) => {
    interior(s, ['#e6f4fb', '#cfe8f5'], '#e9eef2', 520);
    s.add(`<rect x="80" y="560" width="1440" height="400" fill="${s.fill(['#4fc3f7', '#0288d1'])}"/>`);
    for (let i = 1; i < 6; i += 1) s.add(`<path d="M80 ${560 + i * 66} H1520" stroke="#ffffff" stroke-width="6" stroke-dasharray="24 18"/>`);
    s.add(
      `<path d="M1200 140 Q1500 260 1260 420 Q1080 520 1300 600" stroke="#e72e6c" stroke-width="70" fill="none" stroke-linecap="round"/><rect x="1120" y="100" width="200" height="50" rx="14" fill="#f5b700"/>`,
    );
    for (let i = 0; i < 30; i += 1)
      s.add(`<path d="M${s.rng.int(100, 1500)} ${s.rng.int(580, 940)} q20 -8 40 0" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5" fill="none"/>`);
  },
  party: (s) => {
    s.sky('#fff0f5', '#ffe0ec');
    for (let g = 0; g < 2; g += 1) {
      s.add(`<path d="M0 ${100 + g * 90} Q800 ${260 + g * 90} ${W} ${100 + g * 90}" stroke="#999" stroke-width="3" fill="none"/>`);
      for (let i = 0; i < 20; i += 1) {
        const x = i * 84 + 20;
        const y = 100 + g * 90 + Math.sin((i / 19) * Math.PI) * 150;
        s.add(`<path d="M${x} ${y} l50 0 l-25 60z" fill="${BRIGHT[(i + g) % BRIGHT.length]}"/>`);
      }
    }
    for (let i = 0; i < 6; i += 1) {
      const x = i < 3 ? 150 + i * 110 : 1130 + (i - 3) * 110;
      s.add(
        `<path d="M${x} ${560} Q${x + 20} ${760} ${x} ${900}" stroke="#777" stroke-width="3" fill="none"/><ellipse cx="${x}" cy="${500 - (i % 2) * 40}" rx="60" ry="76" fill="${BRIGHT[i]}"/>`,
      );
    }
    s.add(
      `<rect x="600" y="620" width="400" height="220" rx="20" fill="#f7c6d9"/><rect x="600" y="700" width="400" height="30" fill="#ffffff"/><rect x="560" y="830" width="480" height="30" rx="15" fill="#ddd"/>`,
    );
    for (let i = 0; i < 5; i += 1)
      s.add(
        `<rect x="${650 + i * 75}" y="540" width="18" height="80" fill="${BRIGHT[i]}"/><ellipse cx="${659 + i * 75}" cy="528" rx="10" ry="18" fill="#ffb300"/>`,
      );
  },
  beach: (s) => {
    s.sky('#87cdf2', '#e8f7ff', 480).cloud(1200, 140, 1).sun(300, 160, 60, '#fff7cc');
    s.water('#3fa7d6', '#1b7fb0', 480);
    s.add(
      `<path d="M0 640 Q400 580 800 640 T${W} 620 L${W} ${H} L0 ${H}Z" fill="#f1d9a7"/><path d="M0 640 Q400 600 800 650 T${W} 630" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.7"/>`,
    );
    s.add(`<path d="M1100 ${H} Q1250 700 1600 720 L1600 ${H}Z" fill="#d9c08a"/>`);
    for (let i = 0; i < 12; i += 1)
      s.add(`<path d="M${1150 + i * 35} 760 q-10 -60 ${s.rng.int(-20, 20)} -100" stroke="#8a9a3a" stroke-width="5" fill="none"/>`);
    s.add(
      `<path d="M600 880 L680 700 M760 880 L680 700" stroke="#7a5230" stroke-width="12"/><path d="M590 720 L760 700 L780 760 L610 780Z" fill="#34aadf"/><path d="M520 560 Q600 440 680 560 Z" fill="#e72e6c"/><rect x="596" y="560" width="8" height="220" fill="#eee"/>`,
    );
  },
  castle: (s) => {
    s.sky('#b7d7f0', '#eef6fc', 640).cloud(300, 140, 1.1);
    s.add(`<rect x="480" y="300" width="640" height="360" fill="#9e9e9e"/>`);
    for (let i = 0; i < 9; i += 1) s.add(`<rect x="${480 + i * 72}" y="270" width="40" height="40" fill="#9e9e9e"/>`);
    for (const x of [400, 1120]) {
      s.add(`<rect x="${x}" y="200" width="160" height="460" fill="#8d8d8d"/><path d="M${x - 20} 200 L${x + 80} 60 L${x + 180} 200Z" fill="#6d3b47"/>`);
      s.add(`<rect x="${x + 60}" y="300" width="40" height="70" rx="20" fill="#3b3b3b"/>`);
    }
    s.add(
      `<path d="M730 660 L730 520 Q800 450 870 520 L870 660Z" fill="#4a3320"/><path d="M800 60 v140" stroke="#555" stroke-width="6"/><path d="M800 60 l90 25 l-90 25z" fill="#e72e6c"/>`,
    );
    s.water('#4d8fb0', '#2a5f7a', 660);
    s.add(`<rect x="730" y="660" width="140" height="40" fill="#6b4a2f"/>`);
  },
  meeting: (s) => {
    interior(s, ['#f2f5f8', '#dde5ec'], '#b9a58c', 780);
    s.add(
      `<rect x="100" y="120" width="520" height="360" fill="#9fd3f0" opacity="0.6"/><path d="M100 300 H620 M360 120 V480" stroke="#ffffff" stroke-width="10"/>`,
    );
    s.add(
      `<rect x="1120" y="140" width="300" height="400" fill="#ffffff" stroke="#999" stroke-width="6"/><path d="M1170 460 L1230 380 L1290 420 L1370 260" stroke="#02906f" stroke-width="10" fill="none"/><path d="M1150 600 L1270 540 L1390 600" stroke="#777" stroke-width="10" fill="none"/>`,
    );
    for (let i = 0; i < 5; i += 1) s.person(420 + i * 170, 760, 1, BRIGHT[i]!);
    s.add(`<rect x="300" y="700" width="1000" height="60" rx="20" fill="#6d4c41"/>`);
    for (let i = 0; i < 5; i += 1) s.add(`<rect x="${380 + i * 170}" y="680" width="70" height="24" rx="6" fill="#ffffff"/>`);
  },
};

// Output -----------------------------------------------------------------------------------------

async function renderImages() {
  mkdirSync(OUT_DIR, { recursive: true });
  let total = 0;
  for (const key of DEMO_IMAGE_KEYS) {
    gradientCounter = 0;
    const scene = new Scene(deriveSeed(2026, key));
    SCENES[key](scene);
    const file = path.join(OUT_DIR, `${key}.jpg`);
    // mozjpeg at quality 80 keeps the whole set well under the 6 MB budget.
    await sharp(Buffer.from(scene.svg())).jpeg({ quality: 80, mozjpeg: true }).toFile(file);
    total += statSync(file).size;
  }
  console.log(`${DEMO_IMAGE_KEYS.length} images, ${(total / 1024 / 1024).toFixed(2)} MB in ${path.relative(process.cwd(), OUT_DIR)}`);
}

/** Slow pan and zoom over a picture: a clip small enough to commit, real enough for the video player. */
function renderVideos() {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    console.log('ffmpeg not found: kept the existing clips in public/demo/video/');
    return;
  }
  const dir = path.join(OUT_DIR, 'video');
  mkdirSync(dir, { recursive: true });
  for (const key of DEMO_VIDEOS) {
    const out = path.join(dir, `${key}.mp4`);
    execFileSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        '-loop',
        '1',
        '-i',
        path.join(OUT_DIR, `${key}.jpg`),
        '-vf',
        "scale=1600:1000,zoompan=z='min(zoom+0.0012,1.15)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=125:s=960x600:fps=25,format=yuv420p",
        '-t',
        '5',
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-crf',
        '30',
        '-movflags',
        '+faststart',
        '-an',
        // Fixed encoder settings and no metadata timestamps, so a rerun writes the same bytes.
        '-threads',
        '1',
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        '-map_metadata',
        '-1',
        out,
      ],
      { stdio: 'inherit' },
    );
    console.log(`${path.relative(process.cwd(), out)}: ${(statSync(out).size / 1024).toFixed(0)} KB`);
  }
}

await renderImages();
renderVideos();
