import { graphql } from '../../gql';

export const ServerStatusDocument = graphql(`
  query ServerStatus {
    signInOptions {
      registration
    }
    serverStatus {
      version
      startedAt
      settings {
        name
        value
      }
      storage {
        bytes
        files
      }
      jobs {
        waiting
        running
        failed
        failedJobs {
          id
          task
          attempts
          lastError
          failedAt
        }
      }
      backupSchedule
      backupKeep
      backups {
        id
        state
        trigger
        size
        files
        error
        createdAt
        finishedAt
        downloadUrl
      }
    }
  }
`);

export const SetRegistrationDocument = graphql(`
  mutation SetRegistration($mode: Registration!) {
    setRegistration(mode: $mode) {
      registration
    }
  }
`);

export const RetryJobDocument = graphql(`
  mutation RetryJob($id: ID!) {
    retryJob(id: $id)
  }
`);

export const RunBackupDocument = graphql(`
  mutation RunBackup {
    runBackup {
      id
      state
    }
  }
`);
