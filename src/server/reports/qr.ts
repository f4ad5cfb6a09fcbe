/**
 * A QR code drawn into a PDF as squares, not as an image, so it prints sharp
 * at any size: with four modules of quiet zone on each side, which readers
 * need to find the code, inside the `size` × `size` square at (x, y).
 */
import QRCode from 'qrcode';

export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 8);
  const origin = { x: x + 4 * cell, y: y + 4 * cell };
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(origin.x + col * cell, origin.y + row * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}
