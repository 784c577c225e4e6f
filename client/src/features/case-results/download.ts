// Saving a file the API generated ({ filename, mimeType, base64 }): the browser downloads it
// through a temporary object url and link, both gone once the click has been handled.

/** The bytes of a base64 string. */
export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function saveBase64File(file: { filename: string; mimeType: string; base64: string }): void {
  const blob = new Blob([base64Bytes(file.base64)], { type: file.mimeType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.filename;
  link.style.display = "none";
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked after the click has been dispatched; the download keeps its own reference.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
