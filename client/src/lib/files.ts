// Files in and out of the browser: a chosen file read as the base64 the import calls take, and a
// file the API generated ({ filename, mimeType, base64 }) saved through a link that exists only
// for the click.
/** The file's bytes in base64 (the data URL without its "data:...;base64," prefix). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      // readAsDataURL always yields a string.
      const url = reader.result as string;
      resolve(url.slice(url.indexOf(",") + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Saves a blob under a name, through a link that exists only for the click. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns; give them a moment.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function saveBase64(file: { filename: string; mimeType: string; base64: string }): void {
  saveBlob(new Blob([base64ToBytes(file.base64)], { type: file.mimeType }), file.filename);
}
