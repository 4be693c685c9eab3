import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, call } from '../../../../lib/api-client.ts';
import { uploadImage } from '../../../../lib/upload-image.ts';
import { invalidateProductScreens } from './save-product.ts';

export const setProductImage = (id: string, imageKey: string | null) =>
  call(adminApi.products[':id'].image.$put({ param: { id }, json: { imageKey } }));

/**
 * The second step of saving a product (spec 3 §7): upload the chosen file through the upload service
 * (bytes checked, re-encoded), then attach it; or remove the current image (file null).
 */
export function useSetProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File | null }) => {
      const image = file ? await uploadImage(file, 'product') : null;
      return setProductImage(id, image?.key ?? null);
    },
    onSettled: () => invalidateProductScreens(queryClient),
  });
}
