import { SaveResponseSchema } from '@kitchensync/schemas';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../apiClient';

/**
 * Import Savefile (spec 002 sections 2, 4 and 5): a file chooser (or a file dropped on the form),
 * the Filename field and Import. The api reads the file with the schemas' reader, so its errors are
 * the spec's words ("Incorrect file extension", "Invalid Savefile", "No File attached", …), shown
 * in red under the form; success opens the new save.
 */
export function ImportSaveForm() {
  const ids = { file: useId(), name: useId() };
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [filename, setFilename] = useState('');
  const upload = useMutation({
    mutationFn: async () =>
      apiRequest('/saves/import', SaveResponseSchema, {
        method: 'POST',
        body: {
          fileName: file?.name ?? null,
          content: file ? await file.text() : null,
          ...(filename.trim() === '' ? {} : { filename: filename.trim() }),
        },
      }),
    onSuccess: (response) => navigate(`/${response.save.id}`),
  });
  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (chosen && filename === '') setFilename(chosen.name.replace(/\.msmv$/i, ''));
  };

  return (
    <form
      className="import-save"
      aria-label="Import Savefile"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        upload.mutate();
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        choose(event.dataTransfer.files[0] ?? null);
      }}
    >
      <p>Drop a .msmv file here, or choose one.</p>
      <label htmlFor={ids.file}>File</label>
      <input
        id={ids.file}
        type="file"
        accept=".msmv"
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      <label htmlFor={ids.name}>Filename</label>
      <input id={ids.name} value={filename} onChange={(event) => setFilename(event.target.value)} />
      <button type="submit" disabled={upload.isPending}>
        Import
      </button>
      {upload.isError && (
        <p className="error" role="alert">
          {upload.error.message}
        </p>
      )}
    </form>
  );
}
