/**
 * An image upload: the file's bytes are the body (the server reads its type from them and checks
 * IMAGE_UPLOAD_LIMITS), so it goes around the JSON client, with the same headers and answer schema.
 */
import { MERCHANT_HEADER } from '#schemas/endpoints';
import { apiErrorSchema } from '#schemas/errors';
import { uploadImageEndpoint } from '#schemas/studio-endpoints';
import { ApiError } from '#storefront/lib/api-error.ts';
import { readStaffToken } from './session.ts';

export async function uploadImage(merchantId: string, file: Blob): Promise<{ file: string; width: number; height: number }> {
  const token = readStaffToken(merchantId);
  let response: Response;
  try {
    response = await fetch(uploadImageEndpoint.path, {
      method: 'POST',
      headers: {
        [MERCHANT_HEADER]: merchantId,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        'Content-Type': file.type || 'application/octet-stream',
      },
      body: file,
    });
  } catch {
    throw ApiError.client('NETWORK');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    throw parsed.success ? new ApiError(parsed.data, response.status) : ApiError.client('UNKNOWN', response.status);
  }
  const parsed = uploadImageEndpoint.response.safeParse(body);
  if (!parsed.success) throw ApiError.client('INVALID_RESPONSE');
  return parsed.data;
}
