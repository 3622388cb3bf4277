import type { ColumnType } from 'kysely';

/** Identity verification (migration 0037): one case per member and its files. */
export interface KycTables {
  kyc_cases: KycCasesTable;
  kyc_documents: KycDocumentsTable;
}

export type KycStatusColumn = 'NOT_STARTED' | 'PENDING' | 'MORE_INFO_REQUESTED' | 'APPROVED' | 'REJECTED';
export type KycDocumentKindColumn = 'DOCUMENT_FRONT' | 'DOCUMENT_BACK' | 'SELFIE';
export type KycDocumentTypeColumn = 'image/png' | 'image/jpeg' | 'application/pdf';

export interface KycCasesTable {
  member_id: string;
  merchant_id: number;
  status: KycStatusColumn;
  full_name: string | null;
  /** YYYY-MM-DD, as the member gave it. */
  birth_date: string | null;
  provider: string | null;
  provider_ref: string | null;
  reason: string | null;
  submitted_at: Date | null;
  decided_at: Date | null;
  decided_by: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface KycDocumentsTable {
  member_id: string;
  kind: KycDocumentKindColumn;
  content_type: KycDocumentTypeColumn;
  size: number;
  sha256: string;
  file_name: string;
  uploaded_at: ColumnType<Date, Date | undefined, Date>;
}
