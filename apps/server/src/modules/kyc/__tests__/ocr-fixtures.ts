/** The ID-OCR setup the web app sends for a passport, returning to `site`'s KYC stages. */
export const passportOcrSetup = (site = 'http://localhost') => ({
  is_frame: false,
  biz_id: 'kyc',
  id_type: 'Passport',
  complete_callback_url: `${site}/s-kyc?stage=ocr-result`,
  interrupt_callback_url: `${site}/s-kyc?stage=id-type`,
});
