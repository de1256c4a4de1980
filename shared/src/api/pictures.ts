/** The addresses of a product's pictures, in its order: each UserImageName under the answer's Image_path (§7). */
export function pictureUrls(product: { Images?: readonly { UserImageName: string }[]; Image_path: string }): string[] {
  return (product.Images ?? []).map((image) => `${product.Image_path}${image.UserImageName}`);
}
