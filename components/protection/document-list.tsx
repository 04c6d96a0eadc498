import { LocalDate } from '@/components/ui/local-date';
import { formatBytes } from '@/lib/core/format-bytes';
import { DOCUMENT_KIND_LABELS, type IdeaDocumentDTO } from '@/lib/validation/idea-documents';
import { DeleteDocumentButton } from './delete-document-button';

/**
 * The documents of a data room, oldest first: what each is and its fingerprint, with Delete for
 * the creator and Download for anyone else who may read them. Server-rendered but for Delete.
 */
export function DocumentList({
  ideaId,
  documents,
  owner,
}: {
  ideaId: string;
  documents: IdeaDocumentDTO[];
  owner: boolean;
}) {
  return (
    <ul className="mt-4 space-y-3" data-testid="document-list">
      {documents.map((document) => (
        <li
          key={document._id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="min-w-0">
            <h3 className="font-semibold break-all text-slate-900">{document.name}</h3>
            <p className="mt-1 text-sm text-slate-600">
              {DOCUMENT_KIND_LABELS[document.kind]} · {formatBytes(document.size)} · added{' '}
              <LocalDate iso={document.createdAt} />
            </p>
            <p className="mt-1 font-mono text-xs text-slate-600">
              SHA-256{' '}
              <span aria-hidden="true" title={document.sha256}>
                {document.sha256.slice(0, 12)}…
              </span>
              <span className="sr-only">{document.sha256}</span>
            </p>
          </div>
          {owner ? (
            <DeleteDocumentButton ideaId={ideaId} documentId={document._id} name={document.name} />
          ) : (
            <a href={document.url} download className="text-brand-700 text-sm font-semibold underline">
              Download<span className="sr-only"> {document.name}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
