/**
 * Issue 16 "Full export and re-import": "Download all my data" gives one JSON file (core `schemas/dataExport.ts`),
 * "Import data" reads such a file into this account or browser, skipping what is already there, and says what it
 * added. Members go through the server, guests through their browser storage (`data/useDataTransfer.ts`).
 *
 * Decisions:
 * - The file is checked in the browser first; its problems are listed with their place in the file (at most
 *   MAX_PROBLEMS, then "and N more"), and nothing is imported. The server's 400s are listed the same way.
 * - The summary of the last import stays on the card until the next one, so the player can read it at leisure.
 */
import { Alert, Button, FileButton, Group, List, Text } from '@mantine/core';
import { dataImportSummary, type DataImportResult } from '@trainerlog/core';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { DATA_TRANSFER_MESSAGES, DataFileError, useDataTransfer, type ImportProblem } from './useDataTransfer.ts';
import { saveBlob } from '../../ui/download.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { useAuth } from '../../session/useAuth.ts';

const MAX_PROBLEMS = 8;

function problemsOf(error: unknown): { message: string; problems: ImportProblem[] } {
  if (error instanceof DataFileError) return { message: error.message, problems: error.problems };
  if (error instanceof ApiError && error.status === 413) {
    return { message: 'The file is too large to import (at most 20 MB)', problems: [] };
  }
  const problems = error instanceof ApiError ? error.errors : [];
  return { message: errorMessage(error, DATA_TRANSFER_MESSAGES.importFailed), problems };
}

export function DataTransferCard() {
  const { exportData, importText } = useDataTransfer();
  // What the card says depends on where the data lives (the data itself comes through the port).
  const { status, user } = useAuth();
  const member = status === 'authenticated' && user !== null;
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<DataImportResult | null>(null);
  const [failure, setFailure] = useState<{ message: string; problems: ImportProblem[] } | null>(null);

  const download = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const { fileName, text } = await exportData();
      saveBlob(new Blob([text], { type: 'application/json' }), fileName);
    } catch (error) {
      setExportError(errorMessage(error, DATA_TRANSFER_MESSAGES.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    setImporting(true);
    setResult(null);
    setFailure(null);
    try {
      setResult(await importText(await file.text()));
    } catch (error) {
      setFailure(problemsOf(error));
    } finally {
      setImporting(false);
    }
  };

  return (
    <SettingsCard
      title="Your data"
      description={
        member
          ? 'Download everything in your account as one file — profile, decks, teams, matches with their games and notes, your groups — or import such a file. What you already have is skipped.'
          : 'Download everything stored in this browser as one file, or import such a file — the way to move your data to another device without an account. What you already have is skipped.'
      }
    >
      <Group gap="sm">
        <Button variant="light" loading={exporting} onClick={() => void download()}>
          Download all my data
        </Button>
        <FileButton accept="application/json,.json" onChange={(file) => void upload(file)}>
          {(props) => (
            <Button {...props} variant="default" loading={importing}>
              Import data
            </Button>
          )}
        </FileButton>
      </Group>
      {exportError ? (
        <Text c="red" size="sm" role="alert">
          {exportError}
        </Text>
      ) : null}
      {result ? (
        <Alert color="teal" title="Import finished" role="status">
          {dataImportSummary(result)}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" title="Nothing was imported" role="alert">
          <Text size="sm">{failure.message}</Text>
          {failure.problems.length > 0 ? (
            <List size="xs" mt="xs">
              {failure.problems.slice(0, MAX_PROBLEMS).map((problem, index) => (
                <List.Item key={index}>
                  {problem.path ? <code>{problem.path}</code> : null}
                  {problem.path ? ': ' : null}
                  {problem.message}
                </List.Item>
              ))}
              {failure.problems.length > MAX_PROBLEMS ? (
                <List.Item>and {failure.problems.length - MAX_PROBLEMS} more</List.Item>
              ) : null}
            </List>
          ) : null}
        </Alert>
      ) : null}
    </SettingsCard>
  );
}
