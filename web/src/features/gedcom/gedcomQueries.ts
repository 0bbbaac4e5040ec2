import { graphql } from '../../gql';

/** Everything the dialogs show of a job; every query and mutation returns it, so the cache stays whole. */
export const GedcomJobFieldsFragment = graphql(`
  fragment GedcomJobFields on GedcomJob {
    id
    kind
    state
    mode
    version
    treeId
    fileName
    progress {
      done
      total
      peoplePerSecond
      secondsLeft
    }
    counts {
      people
      families
      otherRecords
      media
    }
    preview {
      new
      updated
      unchanged
      conflictCount
      conflicts {
        id
        subject
        field
        mine
        theirs
        line
      }
    }
    report {
      line
      message
    }
    error
    downloadUrl
    fileExpiresAt
    createdAt
    finishedAt
  }
`);

export const GedcomJobDocument = graphql(`
  query GedcomJob($id: ID!) {
    gedcomJob(id: $id) {
      ...GedcomJobFields
    }
  }
`);

/** Sent as a multipart request (see gedcomUpload.ts), so that the bytes sent can be shown. */
export const ImportGedcomDocument = graphql(`
  mutation ImportGedcom($file: Upload!, $mode: GedcomImportMode, $treeId: ID, $treeName: String) {
    importGedcom(file: $file, mode: $mode, treeId: $treeId, treeName: $treeName) {
      ...GedcomJobFields
    }
  }
`);

export const ResolveGedcomMergeDocument = graphql(`
  mutation ResolveGedcomMerge($jobId: ID!, $choices: [GedcomChoice!]!, $otherwise: GedcomSide!) {
    resolveGedcomMerge(jobId: $jobId, choices: $choices, otherwise: $otherwise) {
      ...GedcomJobFields
    }
  }
`);

export const CancelGedcomJobDocument = graphql(`
  mutation CancelGedcomJob($id: ID!) {
    cancelGedcomJob(id: $id) {
      ...GedcomJobFields
    }
  }
`);

export const ExportGedcomDocument = graphql(`
  mutation ExportGedcom($treeId: ID!, $version: GedcomVersion!, $withMedia: Boolean!, $branchOf: ID) {
    exportGedcom(treeId: $treeId, version: $version, withMedia: $withMedia, branchOf: $branchOf) {
      ...GedcomJobFields
    }
  }
`);
