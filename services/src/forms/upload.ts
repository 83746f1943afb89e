// Reading a warranty claim's multipart body and checking its photo by its bytes.
import { FORM_MESSAGES, MAX_PHOTO_BYTES } from '../../../wire/forms.js';

/** Parses a multipart/form-data body into its text fields and files; null when it is not valid multipart. */
export async function parseMultipart(contentType: string, bytes: Uint8Array): Promise<{ fields: Record<string, string>; files: Map<string, File> } | null> {
  try {
    const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
    const fields: Record<string, string> = {};
    const files = new Map<string, File>();
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else files.set(key, value);
    }
    return { fields, files };
  } catch {
    return null;
  }
}

/** The image type of a file by its first bytes (JPEG, PNG or WebP), whatever its name or declared type says. */
export function sniffImageType(data: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => data[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** Checks a photo: present, at most 5 MB, a real JPEG, PNG or WebP; answers its type, bytes and safe name, or the message. */
export async function checkPhoto(file: File | undefined): Promise<{ ok: true; type: string; data: Buffer; name: string } | { ok: false; message: string }> {
  if (!file || file.size === 0) return { ok: false, message: FORM_MESSAGES.photoRequired };
  if (file.size > MAX_PHOTO_BYTES) return { ok: false, message: FORM_MESSAGES.photoTooLarge };
  const data = Buffer.from(await file.arrayBuffer());
  const type = sniffImageType(data);
  if (!type) return { ok: false, message: FORM_MESSAGES.photoType };
  // Only the base name is kept, without control characters, so it is safe to show.
  const name = (file.name.split(/[\\/]/).pop() ?? '').replace(/[\x00-\x1f\x7f]/g, '').slice(0, 200) || 'photo';
  return { ok: true, type, data, name };
}
