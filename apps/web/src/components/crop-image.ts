import type { Area } from "react-easy-crop";

/** Largest side of a stored avatar: enough for any place it is shown, small enough to upload fast. */
const MAX_SIDE = 512;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The image could not be read"));
    image.src = url;
  });
}

/**
 * The crop area (natural pixels) of an image drawn on a canvas and encoded: PNG stays PNG (it may be
 * transparent), anything else becomes JPEG, which keeps photos small.
 */
export async function cropToBlob(url: string, area: Area, sourceType: string): Promise<File> {
  const image = await loadImage(url);
  const scale = Math.min(1, MAX_SIDE / Math.max(area.width, area.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas is not available");
  context.imageSmoothingQuality = "high";
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  const png = sourceType === "image/png";
  const type = png ? "image/png" : "image/jpeg";
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error("The image could not be encoded");
  return new File([blob], png ? "avatar.png" : "avatar.jpg", { type });
}

/** The initial crop: 60 % of the width, square, centred (part1 §9), shrunk to fit a very wide image. */
export function initialCrop(width: number, height: number): Area {
  let cropWidth = 60;
  let cropHeight = (cropWidth * width) / height;
  if (cropHeight > 100) {
    cropHeight = 100;
    cropWidth = (100 * height) / width;
  }
  return { x: (100 - cropWidth) / 2, y: (100 - cropHeight) / 2, width: cropWidth, height: cropHeight };
}
