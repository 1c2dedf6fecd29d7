/**
 * Sample ID and licence cards for the demo data's host applicants (private objects that admins open from
 * /admin/hosts). Plain SVG rasterised to WebP with sharp; every card says it is a sample. Same input → same image.
 */
import sharp from "sharp";
import type { DemoDocument } from "./seed/generate";

const xml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const TINTS = ["#0f766e", "#1d4ed8", "#9c4a15", "#7c3aed", "#be123c"];

export function idDocumentSvg(doc: DemoDocument, seed: number): string {
  const tint = TINTS[seed % TINTS.length] ?? "#0f766e";
  const rows: [string, string][] = [
    ["Name", doc.name],
    ["Country", doc.country],
    ["Number", doc.number],
    ["Issued", doc.issued],
  ];
  const font = "DejaVu Sans, Arial, sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540">
  <rect width="856" height="540" rx="28" fill="#fbf8f3"/>
  <rect width="856" height="110" rx="28" fill="${tint}"/>
  <rect y="82" width="856" height="28" fill="${tint}"/>
  <text x="40" y="70" font-family="${font}" font-size="40" font-weight="bold" fill="#ffffff">${xml(doc.title)}</text>
  <rect x="40" y="150" width="200" height="250" rx="16" fill="#e9dfcc"/>
  <circle cx="140" cy="245" r="52" fill="#c9b99b"/>
  <path d="M62 400 C70 330 210 330 218 400 Z" fill="#c9b99b"/>
  ${rows
    .map(
      ([label, value], i) =>
        `<text x="280" y="${180 + i * 62}" font-family="${font}" font-size="20" fill="#6b7280">${xml(label)}</text>
  <text x="280" y="${208 + i * 62}" font-family="${font}" font-size="28" font-weight="bold" fill="#1f2937">${xml(value)}</text>`,
    )
    .join("\n  ")}
  <text x="428" y="480" text-anchor="middle" font-family="${font}" font-size="30" font-weight="bold" fill="#be123c" opacity="0.85">SAMPLE · DEMO DATA · NOT A REAL DOCUMENT</text>
</svg>`;
}

export async function renderIdDocument(doc: DemoDocument, seed: number): Promise<Uint8Array> {
  const buffer = await sharp(Buffer.from(idDocumentSvg(doc, seed)))
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
  return new Uint8Array(buffer);
}
