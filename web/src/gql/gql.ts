/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PeopleChoiceTrees {\n    trees {\n      id\n      name\n    }\n  }\n": typeof types.PeopleChoiceTreesDocument,
    "\n  query PeopleChoices($treeId: ID, $search: String, $first: Int!) {\n    familyMembers(treeId: $treeId, search: $search, first: $first) {\n      nodes {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.PeopleChoicesDocument,
    "\n  query VoiceCap {\n    voiceMaxSeconds\n  }\n": typeof types.VoiceCapDocument,
    "\n  fragment AchievementFields on Achievement {\n    id\n    treeId\n    title\n    description\n    achievementType\n    date {\n      value\n      text\n    }\n    member {\n      id\n      fullName\n    }\n    photos {\n      id\n      url\n    }\n    celebrationCount\n    celebratedByViewer\n    viewerCan {\n      update\n      delete\n      celebrate\n    }\n  }\n": typeof types.AchievementFieldsFragmentDoc,
    "\n  query Achievements($achievementType: AchievementType, $first: Int, $after: String) {\n    achievements(achievementType: $achievementType, first: $first, after: $after) {\n      nodes {\n        ...AchievementFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": typeof types.AchievementsDocument,
    "\n  query MemberAchievements($memberId: ID!) {\n    familyMember(id: $memberId) {\n      id\n      fullName\n      viewerCan {\n        update\n      }\n    }\n    memberAchievements(memberId: $memberId) {\n      ...AchievementFields\n    }\n  }\n": typeof types.MemberAchievementsDocument,
    "\n  mutation RecordAchievement($input: RecordAchievementInput!) {\n    recordAchievement(input: $input) {\n      ...AchievementFields\n    }\n  }\n": typeof types.RecordAchievementDocument,
    "\n  mutation EditAchievement($id: ID!, $input: EditAchievementInput!) {\n    editAchievement(id: $id, input: $input) {\n      ...AchievementFields\n    }\n  }\n": typeof types.EditAchievementDocument,
    "\n  mutation CelebrateAchievement($id: ID!, $celebrate: Boolean) {\n    celebrateAchievement(id: $id, celebrate: $celebrate) {\n      id\n      celebrationCount\n      celebratedByViewer\n    }\n  }\n": typeof types.CelebrateAchievementDocument,
    "\n  mutation DeleteAchievement($id: ID!) {\n    deleteAchievement(id: $id)\n  }\n": typeof types.DeleteAchievementDocument,
    "\n  query Accounts($search: String, $first: Int) {\n    accounts(search: $search, first: $first) {\n      id\n      displayName\n      email\n      role\n      hasPassword\n      passkeyCount\n      createdAt\n      disabled\n      storageBytes\n    }\n  }\n": typeof types.AccountsDocument,
    "\n  query ChallengeCatalogue {\n    challengeCatalogue {\n      id\n      key\n      title\n      category\n      difficulty\n      isActive\n      rewards {\n        points\n      }\n      viewerCan {\n        setActive\n      }\n    }\n  }\n": typeof types.ChallengeCatalogueDocument,
    "\n  mutation SetChallengeActive($id: ID!, $active: Boolean!) {\n    setChallengeActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n": typeof types.SetChallengeActiveDocument,
    "\n  mutation CreatePasswordResetLink($userId: ID!) {\n    createPasswordResetLink(userId: $userId) {\n      url\n      expiresAt\n    }\n  }\n": typeof types.CreatePasswordResetLinkDocument,
    "\n  query ServerStatus {\n    signInOptions {\n      registration\n    }\n    serverStatus {\n      version\n      startedAt\n      settings {\n        name\n        value\n      }\n      storage {\n        bytes\n        files\n      }\n      jobs {\n        waiting\n        running\n        failed\n        failedJobs {\n          id\n          task\n          attempts\n          lastError\n          failedAt\n        }\n      }\n      backupSchedule\n      backupKeep\n      backups {\n        id\n        state\n        trigger\n        size\n        files\n        error\n        createdAt\n        finishedAt\n        downloadUrl\n      }\n    }\n  }\n": typeof types.ServerStatusDocument,
    "\n  mutation SetRegistration($mode: Registration!) {\n    setRegistration(mode: $mode) {\n      registration\n    }\n  }\n": typeof types.SetRegistrationDocument,
    "\n  mutation RetryJob($id: ID!) {\n    retryJob(id: $id)\n  }\n": typeof types.RetryJobDocument,
    "\n  mutation RunBackup {\n    runBackup {\n      id\n      state\n    }\n  }\n": typeof types.RunBackupDocument,
    "\n  mutation SetAccountDisabled($userId: ID!, $disabled: Boolean!) {\n    setAccountDisabled(userId: $userId, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n": typeof types.SetAccountDisabledDocument,
    "\n  query AnimatedTimelineTrees {\n    trees {\n      id\n      name\n    }\n  }\n": typeof types.AnimatedTimelineTreesDocument,
    "\n  query AnimatedTimeline($treeId: ID!, $fromPersonId: ID) {\n    animatedTimeline(treeId: $treeId, fromPersonId: $fromPersonId) {\n      treeId\n      fromPersonId\n      size\n      firstYear\n      lastYear\n      undated\n      itemsTruncated\n      columns\n    }\n  }\n": typeof types.AnimatedTimelineDocument,
    "\n  fragment FamilyCirclePerson on PublicUser {\n    id\n    displayName\n    firstName\n    lastName\n    profileImageUrl\n  }\n": typeof types.FamilyCirclePersonFragmentDoc,
    "\n  fragment FamilyCirclePermissions on CirclePermissions {\n    update\n    delete\n    manageMembers\n    addMemories\n    leave\n    requestToJoin\n  }\n": typeof types.FamilyCirclePermissionsFragmentDoc,
    "\n  fragment FamilyCircleCard on Circle {\n    id\n    name\n    description\n    isPrivate\n    memberCount\n    unreadCount\n    viewerRole\n    viewerRequestedToJoin\n    viewerCan {\n      ...FamilyCirclePermissions\n    }\n    members(first: 3) {\n      role\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n": typeof types.FamilyCircleCardFragmentDoc,
    "\n  fragment FamilyCircleDetails on Circle {\n    id\n    name\n    description\n    isPrivate\n    memberCount\n    memoryCount\n    unreadCount\n    viewerRole\n    viewerRequestedToJoin\n    createdAt\n    viewerCan {\n      ...FamilyCirclePermissions\n    }\n    members(first: 200) {\n      role\n      joinedAt\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n": typeof types.FamilyCircleDetailsFragmentDoc,
    "\n  mutation CreateFamilyCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      ...FamilyCircleCard\n    }\n  }\n": typeof types.CreateFamilyCircleDocument,
    "\n  mutation UpdateFamilyCircle($id: ID!, $input: UpdateCircleInput!) {\n    updateCircle(id: $id, input: $input) {\n      id\n      name\n      description\n      isPrivate\n    }\n  }\n": typeof types.UpdateFamilyCircleDocument,
    "\n  mutation DeleteFamilyCircle($id: ID!) {\n    deleteCircle(id: $id)\n  }\n": typeof types.DeleteFamilyCircleDocument,
    "\n  mutation LeaveFamilyCircle($circleId: ID!) {\n    leaveCircle(circleId: $circleId)\n  }\n": typeof types.LeaveFamilyCircleDocument,
    "\n  mutation RequestToJoinFamilyCircle($circleId: ID!) {\n    requestToJoinCircle(circleId: $circleId) {\n      id\n      viewerRequestedToJoin\n      viewerCan {\n        ...FamilyCirclePermissions\n      }\n    }\n  }\n": typeof types.RequestToJoinFamilyCircleDocument,
    "\n  mutation MarkFamilyCircleOpened($id: ID!) {\n    markCircleOpened(id: $id) {\n      id\n      unreadCount\n    }\n  }\n": typeof types.MarkFamilyCircleOpenedDocument,
    "\n  query FamilyCircles {\n    circles {\n      ...FamilyCircleCard\n    }\n  }\n": typeof types.FamilyCirclesDocument,
    "\n  query DiscoverableFamilyCircles {\n    discoverableCircles {\n      ...FamilyCircleCard\n    }\n  }\n": typeof types.DiscoverableFamilyCirclesDocument,
    "\n  query RecentFamilyCircles($first: Int!) {\n    recentCircles(first: $first) {\n      id\n      name\n      memberCount\n      unreadCount\n    }\n  }\n": typeof types.RecentFamilyCirclesDocument,
    "\n  query FamilyCircle($id: ID!) {\n    circle(id: $id) {\n      ...FamilyCircleDetails\n    }\n  }\n": typeof types.FamilyCircleDocument,
    "\n  query FamilyCircleJoinRequests($circleId: ID!) {\n    circleJoinRequests(circleId: $circleId) {\n      id\n      circleId\n      requestedAt\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n": typeof types.FamilyCircleJoinRequestsDocument,
    "\n  query CircleMemberChoices {\n    connections {\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n": typeof types.CircleMemberChoicesDocument,
    "\n  mutation AddFamilyCircleMembers($circleId: ID!, $userIds: [ID!]!) {\n    addCircleMembers(circleId: $circleId, userIds: $userIds) {\n      ...FamilyCircleDetails\n    }\n  }\n": typeof types.AddFamilyCircleMembersDocument,
    "\n  mutation RemoveFamilyCircleMember($circleId: ID!, $userId: ID!) {\n    removeCircleMember(circleId: $circleId, userId: $userId) {\n      ...FamilyCircleDetails\n    }\n  }\n": typeof types.RemoveFamilyCircleMemberDocument,
    "\n  mutation RespondToFamilyCircleJoinRequest($id: ID!, $accept: Boolean!) {\n    respondToCircleJoinRequest(id: $id, accept: $accept) {\n      ...FamilyCircleDetails\n    }\n  }\n": typeof types.RespondToFamilyCircleJoinRequestDocument,
    "\n  query TodaysMomentCard {\n    dailyMoment {\n      id\n      treeId\n      answerCount\n      prompt {\n        id\n        text\n      }\n      viewerAnswer {\n        id\n      }\n    }\n  }\n": typeof types.TodaysMomentCardDocument,
    "\n  fragment MomentAnswerFields on PromptResponse {\n    id\n    day\n    response\n    photoUrl\n    audioUrl\n    likes\n    likedByViewer\n    createdAt\n    updatedAt\n    author {\n      id\n      displayName\n      profileImageUrl\n    }\n    viewerCan {\n      update\n      delete\n      like\n    }\n  }\n": typeof types.MomentAnswerFieldsFragmentDoc,
    "\n  fragment MomentFields on DailyMoment {\n    id\n    treeId\n    day\n    isToday\n    skipped\n    answerCount\n    prompt {\n      id\n      text\n      promptType\n      fromFamily\n      author {\n        id\n        displayName\n      }\n    }\n    answers {\n      ...MomentAnswerFields\n    }\n    viewerAnswer {\n      id\n      response\n      photoUrl\n      audioUrl\n    }\n    viewerCan {\n      answer\n      skip\n    }\n  }\n": typeof types.MomentFieldsFragmentDoc,
    "\n  query TodaysMoment($treeId: ID) {\n    dailyMoment(treeId: $treeId) {\n      ...MomentFields\n    }\n    trees {\n      id\n      name\n    }\n  }\n": typeof types.TodaysMomentDocument,
    "\n  query MomentStreak($treeId: ID!) {\n    momentStreak(treeId: $treeId)\n  }\n": typeof types.MomentStreakDocument,
    "\n  query EarlierMoments($treeId: ID!, $after: String, $first: Int) {\n    dailyMoments(treeId: $treeId, after: $after, first: $first) {\n      nodes {\n        ...MomentFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": typeof types.EarlierMomentsDocument,
    "\n  query FamilyPromptQueue($treeId: ID!) {\n    familyPromptQueue(treeId: $treeId) {\n      id\n      text\n      promptType\n      author {\n        id\n        displayName\n      }\n      viewerCan {\n        withdraw\n      }\n    }\n  }\n": typeof types.FamilyPromptQueueDocument,
    "\n  mutation AnswerDailyMoment($input: AnswerDailyMomentInput!) {\n    answerDailyMoment(input: $input) {\n      ...MomentAnswerFields\n    }\n  }\n": typeof types.AnswerDailyMomentDocument,
    "\n  mutation LikeMomentAnswer($id: ID!, $like: Boolean) {\n    likeMomentAnswer(id: $id, like: $like) {\n      id\n      likes\n      likedByViewer\n    }\n  }\n": typeof types.LikeMomentAnswerDocument,
    "\n  mutation DeleteMomentAnswer($id: ID!) {\n    deleteMomentAnswer(id: $id)\n  }\n": typeof types.DeleteMomentAnswerDocument,
    "\n  mutation SkipDailyMoment($id: ID!) {\n    skipDailyMoment(id: $id) {\n      ...MomentFields\n    }\n  }\n": typeof types.SkipDailyMomentDocument,
    "\n  mutation AddFamilyPrompt($input: AddFamilyPromptInput!) {\n    addFamilyPrompt(input: $input) {\n      id\n    }\n  }\n": typeof types.AddFamilyPromptDocument,
    "\n  mutation WithdrawFamilyPrompt($id: ID!) {\n    withdrawFamilyPrompt(id: $id)\n  }\n": typeof types.WithdrawFamilyPromptDocument,
    "\n  query MomentBook($treeId: ID!, $userId: ID!) {\n    momentBook(treeId: $treeId, userId: $userId) {\n      treeName\n      author {\n        id\n        displayName\n      }\n      answers {\n        id\n        day\n        response\n        photoUrl\n        prompt {\n          id\n          text\n        }\n      }\n    }\n  }\n": typeof types.MomentBookDocument,
    "\n  query Dashboard($activityCount: Int!) {\n    me {\n      id\n      firstName\n      displayName\n    }\n    familyStats {\n      memberCount\n      memoryCount\n      storyCount\n      upcomingEventCount\n      relationshipCount\n      connectionCount\n      daysSinceJoined\n    }\n    recentActivity(first: $activityCount) {\n      id\n      kind\n      summary\n      treeId\n      memberId\n      link\n      createdAt\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query RewardsCard {\n    myRewards {\n      level\n      totalPoints\n      currentStreak\n      challengesCompleted\n      badges {\n        badge {\n          key\n          name\n          imageUrl\n        }\n        earnedAt\n      }\n    }\n  }\n": typeof types.RewardsCardDocument,
    "\n  fragment ChallengeRewardsFields on ChallengeRewards {\n    points\n    experience\n    badge {\n      key\n      name\n      imageUrl\n    }\n    unlocks\n  }\n": typeof types.ChallengeRewardsFieldsFragmentDoc,
    "\n  fragment ChallengeProgressFields on ChallengeProgress {\n    id\n    challengeId\n    status\n    percent\n    count\n    target\n    remainingText\n    startedAt\n    deadline\n    completedAt\n    rewardsEarned {\n      ...ChallengeRewardsFields\n    }\n  }\n": typeof types.ChallengeProgressFieldsFragmentDoc,
    "\n  fragment DiscoveryChallengeFields on DiscoveryChallenge {\n    id\n    key\n    title\n    description\n    challengeType\n    difficulty\n    category\n    requirement {\n      text\n    }\n    rewards {\n      ...ChallengeRewardsFields\n    }\n    isActive\n    timeLimitDays\n    treeId\n    treeName\n    viewerProgress {\n      ...ChallengeProgressFields\n    }\n    claim {\n      claimedBy {\n        id\n        displayName\n      }\n      claimedAt\n      confirmedBy {\n        id\n        displayName\n      }\n      confirmedAt\n    }\n    viewerCan {\n      join\n      leave\n      claim\n      confirm\n      setActive\n    }\n  }\n": typeof types.DiscoveryChallengeFieldsFragmentDoc,
    "\n  query DiscoveryChallenges {\n    discoveryChallenges {\n      ...DiscoveryChallengeFields\n    }\n  }\n": typeof types.DiscoveryChallengesDocument,
    "\n  query ChallengeTrees {\n    trees {\n      id\n      name\n      viewerRole\n    }\n  }\n": typeof types.ChallengeTreesDocument,
    "\n  query ChallengeSeasons {\n    challengeSeasons {\n      id\n      startsOn\n      endsOn\n      current\n    }\n  }\n": typeof types.ChallengeSeasonsDocument,
    "\n  fragment LeaderboardEntryFields on LeaderboardEntry {\n    rank\n    user {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    score\n    challengesCompleted\n    completionSeconds\n    reachedAt\n    isViewer\n  }\n": typeof types.LeaderboardEntryFieldsFragmentDoc,
    "\n  query ChallengeLeaderboard($seasonId: String, $first: Int) {\n    challengeLeaderboard(seasonId: $seasonId, first: $first) {\n      season {\n        id\n        startsOn\n        endsOn\n        current\n      }\n      entries {\n        ...LeaderboardEntryFields\n      }\n      viewerEntry {\n        ...LeaderboardEntryFields\n      }\n    }\n  }\n": typeof types.ChallengeLeaderboardDocument,
    "\n  mutation JoinChallenge($id: ID!) {\n    joinChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n": typeof types.JoinChallengeDocument,
    "\n  mutation LeaveChallenge($id: ID!) {\n    leaveChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n": typeof types.LeaveChallengeDocument,
    "\n  mutation ClaimFamilyChallenge($id: ID!) {\n    claimFamilyChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n": typeof types.ClaimFamilyChallengeDocument,
    "\n  mutation ConfirmFamilyChallenge($id: ID!) {\n    confirmFamilyChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n": typeof types.ConfirmFamilyChallengeDocument,
    "\n  mutation CreateFamilyChallenge($input: CreateFamilyChallengeInput!) {\n    createFamilyChallenge(input: $input) {\n      ...DiscoveryChallengeFields\n    }\n  }\n": typeof types.CreateFamilyChallengeDocument,
    "\n  fragment ChallengeViewerProgress on DiscoveryChallenge {\n    id\n    title\n    rewards {\n      ...ChallengeRewardsFields\n    }\n    viewerProgress {\n      ...ChallengeProgressFields\n    }\n  }\n": typeof types.ChallengeViewerProgressFragmentDoc,
    "\n  subscription ChallengeProgressChanged {\n    challengeProgressChanged {\n      ...ChallengeProgressFields\n    }\n  }\n": typeof types.ChallengeProgressChangedDocument,
    "\n  fragment UserRewardsFields on UserRewards {\n    totalPoints\n    level\n    experience\n    levelStartsAt\n    nextLevelAt\n    badges {\n      badge {\n        key\n        name\n        imageUrl\n      }\n      earnedAt\n    }\n    currentStreak\n    longestStreak\n    unlockedFeatures\n    onLeaderboard\n    challengesCompleted\n  }\n": typeof types.UserRewardsFieldsFragmentDoc,
    "\n  query MyRewards {\n    myRewards {\n      ...UserRewardsFields\n    }\n  }\n": typeof types.MyRewardsDocument,
    "\n  mutation SetLeaderboardVisibility($visible: Boolean!) {\n    setLeaderboardVisibility(visible: $visible) {\n      ...UserRewardsFields\n    }\n  }\n": typeof types.SetLeaderboardVisibilityDocument,
    "\n  query Heritage($level: HeritageLevel!) {\n    heritage(level: $level) {\n      person {\n        id\n        fullName\n        isSelf\n      }\n      generations {\n        generation\n        expected\n        known\n        withPlace\n        places {\n          name\n          count\n          share\n        }\n      }\n    }\n  }\n": typeof types.HeritageDocument,
    "\n  fragment DnaConsentFields on DnaMatchConsent {\n    id\n    createdAt\n    withUser {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    tree {\n      id\n      name\n    }\n  }\n": typeof types.DnaConsentFieldsFragmentDoc,
    "\n  fragment DnaMatchRowFields on DnaMatch {\n    id\n    matchedUser {\n      id\n      displayName\n    }\n    matchedPerson {\n      id\n      fullName\n    }\n    matchedProvider\n    totalCm\n    segmentCount\n    largestCm\n    endogamy {\n      flagged\n    }\n    predictions {\n      probability\n      relationships {\n        label\n      }\n    }\n    treeCheck {\n      fits\n      label\n    }\n  }\n": typeof types.DnaMatchRowFieldsFragmentDoc,
    "\n  query DnaKitPage($id: ID!) {\n    dnaKit(id: $id) {\n      ...DnaKitFields\n      matchConsents {\n        ...DnaConsentFields\n      }\n      matches {\n        ...DnaMatchRowFields\n      }\n    }\n  }\n": typeof types.DnaKitPageDocument,
    "\n  query DnaConsentChoices {\n    dnaMatchChoices {\n      id\n      displayName\n    }\n    trees {\n      id\n      name\n    }\n  }\n": typeof types.DnaConsentChoicesDocument,
    "\n  mutation AgreeToDnaMatch($input: AgreeToDnaMatchInput!) {\n    agreeToDnaMatch(input: $input) {\n      ...DnaKitFields\n      matchConsents {\n        ...DnaConsentFields\n      }\n      matches {\n        ...DnaMatchRowFields\n      }\n    }\n  }\n": typeof types.AgreeToDnaMatchDocument,
    "\n  mutation WithdrawDnaMatchConsent($id: ID!) {\n    withdrawDnaMatchConsent(id: $id) {\n      ...DnaKitFields\n      matchConsents {\n        ...DnaConsentFields\n      }\n      matches {\n        ...DnaMatchRowFields\n      }\n    }\n  }\n": typeof types.WithdrawDnaMatchConsentDocument,
    "\n  fragment DnaKitFields on DnaKit {\n    id\n    provider\n    fileVersion\n    markers\n    noCalls\n    inferredSex\n    ofRelative\n    relativeConsentAt\n    createdAt\n    person {\n      id\n      fullName\n    }\n    viewerCan {\n      delete\n    }\n    matchingStatus\n    comparedCount\n    compareTotal\n    lastSynced\n  }\n": typeof types.DnaKitFieldsFragmentDoc,
    "\n  query MyDnaKits {\n    myDnaKits {\n      ...DnaKitFields\n      matches {\n        id\n      }\n    }\n  }\n": typeof types.MyDnaKitsDocument,
    "\n  mutation DeleteDnaKit($id: ID!) {\n    deleteDnaKit(id: $id)\n  }\n": typeof types.DeleteDnaKitDocument,
    "\n  query DnaOwnPerson {\n    heritage(level: country) {\n      person {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.DnaOwnPersonDocument,
    "\n  fragment DnaCandidateFields on DnaRelationshipCandidate {\n    key\n    label\n    probability\n    meanCm\n    lowCm\n    highCm\n  }\n": typeof types.DnaCandidateFieldsFragmentDoc,
    "\n  query DnaMatchPage($id: ID!, $kitId: ID) {\n    dnaMatch(id: $id, kitId: $kitId) {\n      id\n      kit {\n        id\n        provider\n        fileVersion\n        person {\n          id\n          fullName\n        }\n        matches {\n          id\n          matchedUser {\n            id\n            displayName\n          }\n          matchedPerson {\n            id\n            fullName\n          }\n          totalCm\n        }\n      }\n      matchedUser {\n        id\n        displayName\n      }\n      matchedPerson {\n        id\n        fullName\n      }\n      matchedProvider\n      overlapMarkers\n      totalCm\n      segmentCount\n      largestCm\n      fullyIdenticalCm\n      segments {\n        chromosome\n        startBp\n        endBp\n        startCm\n        endCm\n        cM\n        markers\n        kind\n      }\n      x {\n        totalCm\n        segmentCount\n        largestCm\n      }\n      endogamy {\n        flagged\n        smallSegmentCount\n        smallSegmentCm\n      }\n      thresholds {\n        minCm\n        minMarkers\n      }\n      predictions {\n        probability\n        relationships {\n          ...DnaCandidateFields\n        }\n      }\n      treeCheck {\n        tree {\n          id\n          name\n        }\n        relationship\n        label\n        expectedCm\n        lowCm\n        highCm\n        fits\n        summary\n      }\n      computedAt\n    }\n  }\n": typeof types.DnaMatchPageDocument,
    "\n  query DnaChromosomes {\n    dnaChromosomes {\n      number\n      name\n      lengthBp\n      lengthCm\n    }\n  }\n": typeof types.DnaChromosomesDocument,
    "\n  query DnaTriangulation($kitId: ID!, $matchIds: [ID!]!) {\n    dnaTriangulation(kitId: $kitId, matchIds: $matchIds) {\n      comparedWithEachOther\n      segments {\n        chromosome\n        startBp\n        endBp\n        cM\n        confirmed\n      }\n    }\n  }\n": typeof types.DnaTriangulationDocument,
    "\n  fragment EventPersonFields on PublicUser {\n    id\n    displayName\n    firstName\n    lastName\n    profileImageUrl\n  }\n": typeof types.EventPersonFieldsFragmentDoc,
    "\n  fragment EventCardFields on FamilyEvent {\n    id\n    title\n    eventType\n    startsAt\n    endsAt\n    timeZone\n    allDay\n    location\n    isPrivate\n    cancelledAt\n    viewerResponse\n    rsvpCounts {\n      going\n      maybe\n      notGoing\n      noAnswer\n    }\n  }\n": typeof types.EventCardFieldsFragmentDoc,
    "\n  fragment EventDetailsFields on FamilyEvent {\n    ...EventCardFields\n    address\n    description\n    icsUrl\n    createdAt\n    organizer {\n      ...EventPersonFields\n    }\n    photos {\n      id\n      title\n      kind\n      thumbnailUrl\n    }\n    invitees {\n      response\n      respondedAt\n      user {\n        ...EventPersonFields\n      }\n    }\n    viewerCan {\n      update\n      cancel\n      invite\n      rsvp\n    }\n  }\n": typeof types.EventDetailsFieldsFragmentDoc,
    "\n  mutation CreateFamilyEvent($input: CreateFamilyEventInput!) {\n    createFamilyEvent(input: $input) {\n      ...EventDetailsFields\n    }\n  }\n": typeof types.CreateFamilyEventDocument,
    "\n  mutation UpdateFamilyEvent($id: ID!, $input: UpdateFamilyEventInput!) {\n    updateFamilyEvent(id: $id, input: $input) {\n      ...EventDetailsFields\n    }\n  }\n": typeof types.UpdateFamilyEventDocument,
    "\n  mutation CancelFamilyEvent($id: ID!) {\n    cancelFamilyEvent(id: $id) {\n      ...EventDetailsFields\n    }\n  }\n": typeof types.CancelFamilyEventDocument,
    "\n  mutation InviteToFamilyEvent($id: ID!, $input: InviteToFamilyEventInput!) {\n    inviteToFamilyEvent(id: $id, input: $input) {\n      ...EventDetailsFields\n    }\n  }\n": typeof types.InviteToFamilyEventDocument,
    "\n  mutation RsvpFamilyEvent($id: ID!, $response: RsvpResponse!) {\n    rsvpFamilyEvent(id: $id, response: $response) {\n      ...EventDetailsFields\n    }\n  }\n": typeof types.RsvpFamilyEventDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      createdAt\n    }\n  }\n": typeof types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": typeof types.RevokeCalendarFeedDocument,
    "\n  query FamilyEvents($when: FamilyEventWhen!, $after: String, $first: Int!) {\n    familyEvents(when: $when, after: $after, first: $first) {\n      nodes {\n        ...EventCardFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": typeof types.FamilyEventsDocument,
    "\n  query FamilyEvent($id: ID!) {\n    familyEvent(id: $id) {\n      ...EventDetailsFields\n    }\n  }\n": typeof types.FamilyEventDocument,
    "\n  query UpcomingFamilyEvents($first: Int!) {\n    upcomingEvents(first: $first) {\n      ...EventCardFields\n    }\n  }\n": typeof types.UpcomingFamilyEventsDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      url\n      createdAt\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  query EventInviteChoices {\n    connections {\n      user {\n        ...EventPersonFields\n      }\n    }\n    circles {\n      id\n      name\n      memberCount\n    }\n    trees {\n      id\n      name\n    }\n  }\n": typeof types.EventInviteChoicesDocument,
    "\n  query EventPhotoChoices($after: String, $first: Int!) {\n    memories(after: $after, first: $first) {\n      nodes {\n        id\n        title\n        kind\n        thumbnailUrl\n      }\n      endCursor\n      hasMore\n    }\n  }\n": typeof types.EventPhotoChoicesDocument,
    "\n  mutation AddFamilyMember($input: AddFamilyMemberInput!) {\n    addFamilyMember(input: $input) {\n      member {\n        id\n        fullName\n      }\n      relationships {\n        id\n        kind\n      }\n    }\n  }\n": typeof types.AddFamilyMemberDocument,
    "\n  query MemberOptions($treeId: ID, $search: String, $first: Int!) {\n    familyMembers(treeId: $treeId, search: $search, first: $first) {\n      totalCount\n      nodes {\n        id\n        fullName\n        firstName\n        lastName\n        dateOfBirth\n        profilePictureUrl\n        isSelf\n      }\n    }\n  }\n": typeof types.MemberOptionsDocument,
    "\n  query TreeChartStyle {\n    myRewards {\n      chartStyle\n      unlockedFeatures\n    }\n  }\n": typeof types.TreeChartStyleDocument,
    "\n  mutation ChooseTreeChartStyle($style: ChartStyle!) {\n    chooseChartStyle(style: $style) {\n      chartStyle\n      unlockedFeatures\n    }\n  }\n": typeof types.ChooseTreeChartStyleDocument,
    "\n  query FamilyTreeStats($treeId: ID) {\n    familyStats(treeId: $treeId) {\n      memberCount\n      memoryCount\n      relationshipCount\n      connectionCount\n    }\n  }\n": typeof types.FamilyTreeStatsDocument,
    "\n  query FamilyTree($treeId: ID, $focusId: ID, $generationsUp: Int!, $generationsDown: Int!) {\n    familyTree(treeId: $treeId, focusId: $focusId, generationsUp: $generationsUp, generationsDown: $generationsDown) {\n      treeId\n      focusId\n      hasMoreAbove\n      hasMoreBelow\n      nodes {\n        id\n        generation\n        firstName\n        lastName\n        dateOfBirth\n        dateOfDeath\n        birth {\n          value\n          earliest\n        }\n        death {\n          value\n        }\n        gender\n        isAlive\n        isSelf\n        isLiving\n        detailsHidden\n        profilePictureUrl\n      }\n      edges {\n        id\n        kind\n        fromId\n        toId\n        partnerKind\n      }\n    }\n  }\n": typeof types.FamilyTreeDocument,
    "\n  query FamilyTreeColumns($treeId: ID, $focusId: ID, $generationsUp: Int!, $generationsDown: Int!) {\n    familyTreeColumns(treeId: $treeId, focusId: $focusId, generationsUp: $generationsUp, generationsDown: $generationsDown) {\n      treeId\n      focusId\n      size\n      hasMoreAbove\n      hasMoreBelow\n      columns\n    }\n  }\n": typeof types.FamilyTreeColumnsDocument,
    "\n  query LinkCandidates($treeId: ID!) {\n    tree(id: $treeId) {\n      id\n      access {\n        id\n        status\n        user {\n          id\n          displayName\n        }\n      }\n    }\n    connections {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.LinkCandidatesDocument,
    "\n  mutation LinkMemberToUser($memberId: ID!, $userId: ID!) {\n    linkMemberToUser(memberId: $memberId, userId: $userId) {\n      ...MemberDetailsFields\n    }\n  }\n": typeof types.LinkMemberToUserDocument,
    "\n  mutation UnlinkMember($memberId: ID!) {\n    unlinkMember(memberId: $memberId) {\n      ...MemberDetailsFields\n    }\n  }\n": typeof types.UnlinkMemberDocument,
    "\n  mutation AddRelationship($input: AddRelationshipInput!) {\n    addRelationship(input: $input) {\n      id\n      kind\n      fromId\n      toId\n      partnerKind\n    }\n  }\n": typeof types.AddRelationshipDocument,
    "\n  mutation DeleteFamilyMember($id: ID!) {\n    deleteFamilyMember(id: $id)\n  }\n": typeof types.DeleteFamilyMemberDocument,
    "\n  query FamilyMemberDetails($id: ID!) {\n    familyMember(id: $id) {\n      ...MemberDetailsFields\n    }\n  }\n": typeof types.FamilyMemberDetailsDocument,
    "\n  fragment MemberDetailsFields on FamilyMember {\n    id\n    firstName\n    lastName\n    fullName\n    dateOfBirth\n    dateOfDeath\n    birth {\n      value\n      text\n    }\n    death {\n      value\n      text\n    }\n    birthPlace\n    deathPlace\n    otherNames\n    christening {\n      date {\n        value\n        text\n      }\n      place\n    }\n    burial {\n      date {\n        value\n        text\n      }\n      place\n    }\n    occupation\n    profilePictureUrl\n    bio\n    gender\n    isAlive\n    isSelf\n    isLiving\n    detailsHidden\n    treeId\n    linkedUserId\n    linkConfirmed\n    mirrorsProfile\n    linkedUser {\n      id\n      displayName\n    }\n    viewerCan {\n      update\n      rename\n      relate\n      delete\n      link\n    }\n  }\n": typeof types.MemberDetailsFieldsFragmentDoc,
    "\n  query RelationshipBetween($fromId: ID!, $toId: ID!) {\n    relationshipBetween(fromId: $fromId, toId: $toId) {\n      description\n      relation\n      related\n      path {\n        via\n        member {\n          id\n          firstName\n          lastName\n          fullName\n          profilePictureUrl\n          isSelf\n        }\n      }\n    }\n  }\n": typeof types.RelationshipBetweenDocument,
    "\n  query MemberRelationships($memberId: ID!) {\n    relationships(memberId: $memberId) {\n      id\n      kind\n      fromId\n      toId\n      partnerKind\n      start {\n        value\n        text\n      }\n      startPlace\n      end {\n        value\n        text\n      }\n      pedigree\n    }\n  }\n": typeof types.MemberRelationshipsDocument,
    "\n  query RelativeName($id: ID!) {\n    familyMember(id: $id) {\n      id\n      fullName\n      isSelf\n    }\n  }\n": typeof types.RelativeNameDocument,
    "\n  mutation RemoveRelationship($id: ID!) {\n    removeRelationship(id: $id)\n  }\n": typeof types.RemoveRelationshipDocument,
    "\n  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!) {\n    updateFamilyMember(id: $id, input: $input) {\n      ...MemberDetailsFields\n    }\n  }\n": typeof types.UpdateFamilyMemberDocument,
    "\n  fragment ListedPersonFields on FamilyMember {\n    id\n    firstName\n    lastName\n    dateOfBirth\n    dateOfDeath\n    birth {\n      value\n    }\n    death {\n      value\n    }\n    isAlive\n    isSelf\n    profilePictureUrl\n  }\n": typeof types.ListedPersonFieldsFragmentDoc,
    "\n  query TreePeople($treeId: ID, $search: String, $first: Int!, $offset: Int!, $orderBy: MemberOrder) {\n    familyMembers(treeId: $treeId, search: $search, first: $first, offset: $offset, orderBy: $orderBy) {\n      totalCount\n      nodes {\n        ...ListedPersonFields\n      }\n    }\n  }\n": typeof types.TreePeopleDocument,
    "\n  query UnplacedMembers($treeId: ID!) {\n    unplacedMembers(treeId: $treeId) {\n      ...ListedPersonFields\n    }\n  }\n": typeof types.UnplacedMembersDocument,
    "\n  query SelfMember($treeId: ID) {\n    familyTree(treeId: $treeId, generationsUp: 0, generationsDown: 0) {\n      treeId\n      focusId\n      nodes {\n        id\n        isSelf\n      }\n    }\n  }\n": typeof types.SelfMemberDocument,
    "\n  query TreeFaceSuggestions($id: ID!) {\n    tree(id: $id) {\n      id\n      faceSuggestions\n    }\n  }\n": typeof types.TreeFaceSuggestionsDocument,
    "\n  mutation SetFaceSuggestions($treeId: ID!, $on: Boolean!) {\n    setFaceSuggestions(treeId: $treeId, on: $on) {\n      id\n      faceSuggestions\n    }\n  }\n": typeof types.SetFaceSuggestionsDocument,
    "\n  query Trees {\n    trees {\n      id\n      name\n      viewerRole\n    }\n  }\n": typeof types.TreesDocument,
    "\n  query TreeDetails($id: ID!) {\n    tree(id: $id) {\n      id\n      name\n      viewerRole\n      livingYears\n      showLivingDetails\n      viewerBranch {\n        kind\n        rootName\n        steps\n      }\n      viewerCan {\n        edit\n        share\n        configure\n        delete\n        leave\n      }\n      access {\n        id\n        role\n        status\n        branch {\n          kind\n          rootId\n          rootName\n          steps\n        }\n        user {\n          id\n          displayName\n          profileImageUrl\n        }\n        viewerCan {\n          change\n        }\n      }\n    }\n  }\n": typeof types.TreeDetailsDocument,
    "\n  query ShareCandidates {\n    connections {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.ShareCandidatesDocument,
    "\n  mutation OpenTree($id: ID!) {\n    openTree(id: $id) {\n      id\n    }\n  }\n": typeof types.OpenTreeDocument,
    "\n  mutation CreateTree($name: String!) {\n    createTree(input: { name: $name }) {\n      id\n      name\n    }\n  }\n": typeof types.CreateTreeDocument,
    "\n  mutation InviteToTree($input: InviteToTreeInput!) {\n    inviteToTree(input: $input) {\n      id\n    }\n  }\n": typeof types.InviteToTreeDocument,
    "\n  mutation ChangeTreeAccess($id: ID!, $input: ChangeTreeAccessInput!) {\n    changeTreeAccess(id: $id, input: $input) {\n      id\n      role\n      branch {\n        kind\n        rootId\n        rootName\n        steps\n      }\n    }\n  }\n": typeof types.ChangeTreeAccessDocument,
    "\n  mutation RemoveTreeAccess($id: ID!) {\n    removeTreeAccess(id: $id)\n  }\n": typeof types.RemoveTreeAccessDocument,
    "\n  mutation UpdateTree($id: ID!, $input: UpdateTreeInput!) {\n    updateTree(id: $id, input: $input) {\n      id\n      name\n      livingYears\n      showLivingDetails\n    }\n  }\n": typeof types.UpdateTreeDocument,
    "\n  mutation LeaveTree($treeId: ID!) {\n    leaveTree(treeId: $treeId)\n  }\n": typeof types.LeaveTreeDocument,
    "\n  mutation CancelConnectionRequest($id: ID!) {\n    cancelConnectionRequest(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelConnectionRequestDocument,
    "\n  mutation ConnectToSuggestion($input: SendConnectionRequestInput!) {\n    sendConnectionRequest(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ConnectToSuggestionDocument,
    "\n  query ConnectionRequests {\n    connectionRequests {\n      incoming {\n        ...ConnectionRequestFields\n      }\n      outgoing {\n        ...ConnectionRequestFields\n      }\n    }\n  }\n\n  fragment ConnectionRequestFields on ConnectionRequest {\n    id\n    relationshipType\n    message\n    status\n    createdAt\n    from {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    to {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n": typeof types.ConnectionRequestsDocument,
    "\n  query ConnectionSuggestions($first: Int!, $offset: Int!) {\n    connectionSuggestions(first: $first, offset: $offset) {\n      hasMore\n      nodes {\n        reason\n        relationshipType\n        user {\n          id\n          displayName\n          firstName\n          lastName\n          profileImageUrl\n          location\n        }\n      }\n    }\n  }\n": typeof types.ConnectionSuggestionsDocument,
    "\n  query Connections {\n    connections {\n      relationshipType\n      connectedAt\n      user {\n        id\n        displayName\n        firstName\n        lastName\n        profileImageUrl\n        location\n      }\n    }\n  }\n": typeof types.ConnectionsDocument,
    "\n  mutation RespondToConnectionRequest($id: ID!, $accept: Boolean!, $memberId: ID) {\n    respondToConnectionRequest(id: $id, accept: $accept, memberId: $memberId) {\n      id\n      status\n    }\n  }\n": typeof types.RespondToConnectionRequestDocument,
    "\n  query SearchUsers($query: String!, $by: UserSearchField!, $first: Int!) {\n    searchUsers(query: $query, by: $by, first: $first) {\n      matchScore\n      isConnected\n      hasPendingRequest\n      user {\n        id\n        displayName\n        firstName\n        lastName\n        profileImageUrl\n        email\n        location\n        bio\n      }\n    }\n  }\n": typeof types.SearchUsersDocument,
    "\n  mutation SendConnectionRequest($input: SendConnectionRequestInput!) {\n    sendConnectionRequest(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.SendConnectionRequestDocument,
    "\n  fragment GedcomJobFields on GedcomJob {\n    id\n    kind\n    state\n    mode\n    version\n    treeId\n    fileName\n    progress {\n      done\n      total\n      peoplePerSecond\n      secondsLeft\n    }\n    counts {\n      people\n      families\n      otherRecords\n      media\n    }\n    preview {\n      new\n      updated\n      unchanged\n      conflictCount\n      conflicts {\n        id\n        subject\n        field\n        mine\n        theirs\n        line\n      }\n    }\n    report {\n      line\n      message\n    }\n    error\n    downloadUrl\n    fileExpiresAt\n    createdAt\n    finishedAt\n  }\n": typeof types.GedcomJobFieldsFragmentDoc,
    "\n  query GedcomJob($id: ID!) {\n    gedcomJob(id: $id) {\n      ...GedcomJobFields\n    }\n  }\n": typeof types.GedcomJobDocument,
    "\n  mutation ImportGedcom($file: Upload!, $mode: GedcomImportMode, $treeId: ID, $treeName: String) {\n    importGedcom(file: $file, mode: $mode, treeId: $treeId, treeName: $treeName) {\n      ...GedcomJobFields\n    }\n  }\n": typeof types.ImportGedcomDocument,
    "\n  mutation ResolveGedcomMerge($jobId: ID!, $choices: [GedcomChoice!]!, $otherwise: GedcomSide!) {\n    resolveGedcomMerge(jobId: $jobId, choices: $choices, otherwise: $otherwise) {\n      ...GedcomJobFields\n    }\n  }\n": typeof types.ResolveGedcomMergeDocument,
    "\n  mutation CancelGedcomJob($id: ID!) {\n    cancelGedcomJob(id: $id) {\n      ...GedcomJobFields\n    }\n  }\n": typeof types.CancelGedcomJobDocument,
    "\n  mutation ExportGedcom($treeId: ID!, $version: GedcomVersion!, $withMedia: Boolean!, $branchOf: ID) {\n    exportGedcom(treeId: $treeId, version: $version, withMedia: $withMedia, branchOf: $branchOf) {\n      ...GedcomJobFields\n    }\n  }\n": typeof types.ExportGedcomDocument,
    "\n  fragment HeirloomOwnerFields on HeirloomOwner {\n    id\n    how\n    datesHidden\n    member {\n      id\n      fullName\n    }\n    from {\n      value\n      text\n    }\n    to {\n      value\n      text\n    }\n  }\n": typeof types.HeirloomOwnerFieldsFragmentDoc,
    "\n  fragment HeirloomCardFields on Heirloom {\n    id\n    treeId\n    name\n    assetType\n    acquisitionDate {\n      value\n      text\n    }\n    value {\n      amount\n      currency\n    }\n    currentOwner {\n      ...HeirloomOwnerFields\n    }\n    intendedOwner {\n      id\n      fullName\n    }\n    photos {\n      id\n      url\n    }\n    viewerCan {\n      update\n      delete\n      passOn\n      seeValue\n    }\n  }\n": typeof types.HeirloomCardFieldsFragmentDoc,
    "\n  fragment HeirloomDetailsFields on Heirloom {\n    ...HeirloomCardFields\n    previousOwners {\n      ...HeirloomOwnerFields\n    }\n    description\n    story\n    documents {\n      id\n      name\n      size\n      url\n    }\n  }\n": typeof types.HeirloomDetailsFieldsFragmentDoc,
    "\n  query HeirloomTrees {\n    trees {\n      id\n      name\n      viewerRole\n    }\n  }\n": typeof types.HeirloomTreesDocument,
    "\n  query Heirlooms($assetType: HeirloomType, $first: Int, $after: String) {\n    heirlooms(assetType: $assetType, first: $first, after: $after) {\n      nodes {\n        ...HeirloomCardFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": typeof types.HeirloomsDocument,
    "\n  query Heirloom($id: ID!) {\n    heirloom(id: $id) {\n      ...HeirloomDetailsFields\n    }\n  }\n": typeof types.HeirloomDocument,
    "\n  query MemberHeirlooms($memberId: ID!) {\n    familyMember(id: $memberId) {\n      id\n      treeId\n      fullName\n      viewerCan {\n        update\n      }\n    }\n    memberHeirlooms(memberId: $memberId) {\n      ...HeirloomCardFields\n      previousOwners {\n        ...HeirloomOwnerFields\n      }\n    }\n  }\n": typeof types.MemberHeirloomsDocument,
    "\n  query HeirloomPeople($treeId: ID!, $search: String, $first: Int!) {\n    familyMembers(treeId: $treeId, search: $search, first: $first) {\n      nodes {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.HeirloomPeopleDocument,
    "\n  mutation CreateHeirloom($input: CreateHeirloomInput!) {\n    createHeirloom(input: $input) {\n      ...HeirloomDetailsFields\n    }\n  }\n": typeof types.CreateHeirloomDocument,
    "\n  mutation UpdateHeirloom($id: ID!, $input: UpdateHeirloomInput!) {\n    updateHeirloom(id: $id, input: $input) {\n      ...HeirloomDetailsFields\n    }\n  }\n": typeof types.UpdateHeirloomDocument,
    "\n  mutation PassOnHeirloom($id: ID!, $input: PassOnHeirloomInput!) {\n    passOnHeirloom(id: $id, input: $input) {\n      ...HeirloomDetailsFields\n    }\n  }\n": typeof types.PassOnHeirloomDocument,
    "\n  mutation DeleteHeirloom($id: ID!) {\n    deleteHeirloom(id: $id)\n  }\n": typeof types.DeleteHeirloomDocument,
    "\n  mutation AddHeirloomPhoto($id: ID!, $photo: Upload!) {\n    addHeirloomPhoto(id: $id, photo: $photo) {\n      ...HeirloomDetailsFields\n    }\n  }\n": typeof types.AddHeirloomPhotoDocument,
    "\n  mutation RemoveHeirloomPhoto($id: ID!, $photoId: ID!) {\n    removeHeirloomPhoto(id: $id, photoId: $photoId) {\n      ...HeirloomDetailsFields\n    }\n  }\n": typeof types.RemoveHeirloomPhotoDocument,
    "\n  mutation AddHeirloomDocument($id: ID!, $document: Upload!) {\n    addHeirloomDocument(id: $id, document: $document) {\n      ...HeirloomDetailsFields\n    }\n  }\n": typeof types.AddHeirloomDocumentDocument,
    "\n  mutation RemoveHeirloomDocument($id: ID!, $documentId: ID!) {\n    removeHeirloomDocument(id: $id, documentId: $documentId) {\n      ...HeirloomDetailsFields\n    }\n  }\n": typeof types.RemoveHeirloomDocumentDocument,
    "\n  query InsightsCardTree {\n    trees {\n      id\n    }\n  }\n": typeof types.InsightsCardTreeDocument,
    "\n  query InsightsCard($treeId: ID!) {\n    familyInsights(treeId: $treeId, first: 3) {\n      treeId\n      nodes {\n        id\n        sentence\n      }\n    }\n  }\n": typeof types.InsightsCardDocument,
    "\n  query InsightTrees {\n    trees {\n      id\n      name\n    }\n  }\n": typeof types.InsightTreesDocument,
    "\n  query FamilyInsights($treeId: ID!, $group: InsightGroup, $first: Int) {\n    familyInsights(treeId: $treeId, group: $group, first: $first) {\n      treeId\n      hasMore\n      computedAt\n      updating\n      viewerCanEdit\n      nodes {\n        id\n        treeId\n        type\n        group\n        title\n        sentence\n        people {\n          id\n          fullName\n          treeId\n        }\n        dataPoints {\n          personId\n          field\n          value\n        }\n        action {\n          kind\n          personIds\n        }\n      }\n    }\n  }\n": typeof types.FamilyInsightsDocument,
    "\n  mutation DismissInsight($id: ID!) {\n    dismissInsight(id: $id)\n  }\n": typeof types.DismissInsightDocument,
    "\n  mutation RestoreInsights($treeId: ID!) {\n    restoreInsights(treeId: $treeId)\n  }\n": typeof types.RestoreInsightsDocument,
    "\n  mutation MarkNotSamePerson($treeId: ID!, $personA: ID!, $personB: ID!) {\n    markNotSamePerson(treeId: $treeId, personA: $personA, personB: $personB)\n  }\n": typeof types.MarkNotSamePersonDocument,
    "\n  query PeopleMergePreview($keepId: ID!, $mergeId: ID!) {\n    peopleMergePreview(keepId: $keepId, mergeId: $mergeId) {\n      keep {\n        ...MergePersonFields\n      }\n      merged {\n        ...MergePersonFields\n      }\n      fields {\n        field\n        keep\n        merged\n        result\n        source\n      }\n      relationships {\n        relation\n        alreadyShared\n        person {\n          id\n          fullName\n        }\n      }\n      moves {\n        holding\n        count\n      }\n      blocker\n    }\n  }\n": typeof types.PeopleMergePreviewDocument,
    "\n  fragment MergePersonFields on FamilyMember {\n    id\n    firstName\n    lastName\n    fullName\n    profilePictureUrl\n    birth {\n      text\n    }\n    death {\n      text\n    }\n  }\n": typeof types.MergePersonFieldsFragmentDoc,
    "\n  mutation MergePeople($keepId: ID!, $mergeId: ID!) {\n    mergePeople(keepId: $keepId, mergeId: $mergeId) {\n      mergeId\n      person {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.MergePeopleDocument,
    "\n  mutation UndoPeopleMerge($mergeId: ID!) {\n    undoPeopleMerge(mergeId: $mergeId) {\n      mergeId\n      person {\n        id\n        fullName\n      }\n      restored {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.UndoPeopleMergeDocument,
    "\n  mutation CreateInvitation($input: CreateInvitationInput) {\n    createInvitation(input: $input) {\n      url\n      invitation {\n        ...InvitationFields\n      }\n    }\n  }\n": typeof types.CreateInvitationDocument,
    "\n  fragment InvitationFields on Invitation {\n    id\n    note\n    status\n    createdAt\n    expiresAt\n    acceptedBy {\n      id\n      displayName\n    }\n  }\n": typeof types.InvitationFieldsFragmentDoc,
    "\n  query Invitations {\n    invitations {\n      ...InvitationFields\n    }\n  }\n": typeof types.InvitationsDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      ...InvitationFields\n    }\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  mutation SetMyLanguage($language: Language) {\n    setMyLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.SetMyLanguageDocument,
    "\n  query FaceSuggestionTrees {\n    trees {\n      id\n      name\n      faceSuggestions\n    }\n  }\n": typeof types.FaceSuggestionTreesDocument,
    "\n  query FaceSuggestions($input: FaceSuggestionsInput!) {\n    faceSuggestions(input: $input) {\n      index\n      candidates {\n        score\n        member {\n          id\n          fullName\n        }\n      }\n    }\n  }\n": typeof types.FaceSuggestionsDocument,
    "\n  mutation ConfirmFace($input: ConfirmFaceInput!) {\n    confirmFace(input: $input) {\n      ...PhotoTagFields\n    }\n  }\n": typeof types.ConfirmFaceDocument,
    "\n  mutation RejectFaceSuggestion($input: RejectFaceInput!) {\n    rejectFaceSuggestion(input: $input)\n  }\n": typeof types.RejectFaceSuggestionDocument,
    "\n  fragment PhotoTagFields on PhotoTag {\n    id\n    box {\n      x\n      y\n      width\n      height\n    }\n    member {\n      id\n      fullName\n    }\n    taggedBy {\n      id\n      displayName\n    }\n    isVerified\n    viewerCanChange\n  }\n": typeof types.PhotoTagFieldsFragmentDoc,
    "\n  fragment MemoryCardFields on Memory {\n    id\n    title\n    description\n    kind\n    eventDate\n    createdAt\n    thumbnailUrl\n    previewUrl\n    taggedCount\n    file {\n      url\n      contentType\n      size\n      width\n      height\n      durationSeconds\n    }\n    circle {\n      id\n      name\n    }\n    uploadedBy {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    viewerCan {\n      update\n      delete\n      tag\n    }\n  }\n": typeof types.MemoryCardFieldsFragmentDoc,
    "\n  fragment MemoryFields on Memory {\n    ...MemoryCardFields\n    photoTags {\n      ...PhotoTagFields\n    }\n  }\n": typeof types.MemoryFieldsFragmentDoc,
    "\n  mutation UploadMemory($input: UploadMemoryInput!) {\n    uploadMemory(input: $input) {\n      ...MemoryFields\n    }\n  }\n": typeof types.UploadMemoryDocument,
    "\n  mutation UpdateMemory($id: ID!, $input: UpdateMemoryInput!) {\n    updateMemory(id: $id, input: $input) {\n      ...MemoryFields\n    }\n  }\n": typeof types.UpdateMemoryDocument,
    "\n  mutation DeleteMemory($id: ID!) {\n    deleteMemory(id: $id)\n  }\n": typeof types.DeleteMemoryDocument,
    "\n  mutation TagPhoto($input: TagPhotoInput!) {\n    tagPhoto(input: $input) {\n      ...PhotoTagFields\n    }\n  }\n": typeof types.TagPhotoDocument,
    "\n  mutation MovePhotoTag($id: ID!, $box: PhotoBoxInput) {\n    movePhotoTag(id: $id, box: $box) {\n      ...PhotoTagFields\n    }\n  }\n": typeof types.MovePhotoTagDocument,
    "\n  mutation RemovePhotoTag($id: ID!) {\n    removePhotoTag(id: $id)\n  }\n": typeof types.RemovePhotoTagDocument,
    "\n  query Memories($circleId: ID, $memberId: ID, $after: String, $first: Int!) {\n    memories(circleId: $circleId, memberId: $memberId, after: $after, first: $first) {\n      nodes {\n        ...MemoryCardFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": typeof types.MemoriesDocument,
    "\n  query Memory($id: ID!) {\n    memory(id: $id) {\n      ...MemoryFields\n    }\n  }\n": typeof types.MemoryDocument,
    "\n  query MemoryPictures($id: ID!) {\n    memory(id: $id) {\n      id\n      thumbnailUrl\n      previewUrl\n    }\n  }\n": typeof types.MemoryPicturesDocument,
    "\n  query MemoryCircles {\n    circles {\n      id\n      name\n    }\n  }\n": typeof types.MemoryCirclesDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      enabledKinds\n      digest\n      emailAvailable\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      enabledKinds\n      digest\n      emailAvailable\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    message\n    link\n    read\n    createdAt\n    actor {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query Notifications($after: String, $first: Int) {\n    notifications(after: $after, first: $first) {\n      nodes {\n        ...NotificationFields\n      }\n      endCursor\n      hasMore\n      unreadCount\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation CompleteOnboarding($input: CompleteOnboardingInput!) {\n    completeOnboarding(input: $input) {\n      id\n      firstName\n      lastName\n      displayName\n      dateOfBirth\n      gender\n      bio\n      location\n      profileImageUrl\n      isOnboarded\n    }\n  }\n": typeof types.CompleteOnboardingDocument,
    "\n  fragment ProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    profileImageUrl\n    dateOfBirth\n    phone\n    address\n    bio\n    occupation\n    relationshipStatus\n    hometown\n    currentCity\n    location\n    interests\n    socialMedia\n    privacySettings {\n      showEmail\n      showPhone\n      showAddress\n      showBirthday\n      allowFamilyConnections\n    }\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query HeaderSearch($query: String!, $first: Int!) {\n    search(query: $query, first: $first) {\n      people {\n        ...SearchResultFields\n      }\n      memories {\n        ...SearchResultFields\n      }\n      stories {\n        ...SearchResultFields\n      }\n      events {\n        ...SearchResultFields\n      }\n      momentAnswers {\n        ...SearchResultFields\n      }\n      timeCapsules {\n        ...SearchResultFields\n      }\n      achievements {\n        ...SearchResultFields\n      }\n      voiceMessages {\n        ...SearchResultFields\n      }\n      heirlooms {\n        ...SearchResultFields\n      }\n    }\n  }\n\n  fragment SearchResultFields on SearchResult {\n    kind\n    id\n    title\n    subtitle\n    imageUrl\n    link\n  }\n": typeof types.HeaderSearchDocument,
    "\n  mutation BeginPasskeyRegistration {\n    beginPasskeyRegistration\n  }\n": typeof types.BeginPasskeyRegistrationDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      ...PasskeyFields\n    }\n  }\n": typeof types.FinishPasskeyRegistrationDocument,
    "\n  fragment PasskeyFields on Passkey {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n": typeof types.PasskeyFieldsFragmentDoc,
    "\n  query Passkeys {\n    passkeys {\n      ...PasskeyFields\n    }\n  }\n": typeof types.PasskeysDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  query InvitationPreview($token: String!) {\n    invitationPreview(token: $token) {\n      inviterName\n      note\n      expiresAt\n    }\n  }\n": typeof types.InvitationPreviewDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query SignInOptions {\n    signInOptions {\n      needsAdministrator\n      registration\n      builtInAccounts\n      passwordResetByEmail\n    }\n  }\n": typeof types.SignInOptionsDocument,
    "\n  mutation CreateStory($input: CreateStoryInput!) {\n    createStory(input: $input) {\n      ...StoryFields\n    }\n  }\n": typeof types.CreateStoryDocument,
    "\n  mutation UpdateStory($id: ID!, $input: UpdateStoryInput!) {\n    updateStory(id: $id, input: $input) {\n      ...StoryFields\n    }\n  }\n": typeof types.UpdateStoryDocument,
    "\n  mutation DeleteStory($id: ID!) {\n    deleteStory(id: $id)\n  }\n": typeof types.DeleteStoryDocument,
    "\n  fragment StoryFields on Story {\n    id\n    title\n    content\n    storyType\n    eventDate\n    isPublic\n    authorName\n    createdAt\n    circle {\n      id\n      name\n    }\n    taggedMembers {\n      id\n      fullName\n    }\n    attachments {\n      id\n      title\n      thumbnailUrl\n    }\n    viewerCan {\n      update\n      delete\n    }\n  }\n": typeof types.StoryFieldsFragmentDoc,
    "\n  query Stories($after: String, $first: Int!) {\n    stories(after: $after, first: $first) {\n      nodes {\n        ...StoryFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": typeof types.StoriesDocument,
    "\n  query StoryCircles {\n    circles {\n      id\n      name\n    }\n  }\n": typeof types.StoryCirclesDocument,
    "\n  query StoryMemoryChoices($after: String, $first: Int!) {\n    memories(after: $after, first: $first) {\n      nodes {\n        id\n        title\n        thumbnailUrl\n      }\n      endCursor\n      hasMore\n    }\n  }\n": typeof types.StoryMemoryChoicesDocument,
    "\n  fragment CapsuleFields on TimeCapsule {\n    id\n    status\n    opensAt\n    timeZone\n    sealedAt\n    openedAt\n    createdAt\n    title\n    message\n    from {\n      id\n      displayName\n    }\n    attachments {\n      id\n      kind\n      file {\n        url\n        contentType\n      }\n    }\n    recipientKind\n    recipients {\n      id\n      displayName\n    }\n    circleId\n    treeId\n    viewerCan {\n      readContent\n      update\n      seal\n      cancel\n    }\n  }\n": typeof types.CapsuleFieldsFragmentDoc,
    "\n  query TimeCapsulesForMe($first: Int!, $after: String) {\n    timeCapsulesForMe(first: $first, after: $after) {\n      nodes {\n        ...CapsuleFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": typeof types.TimeCapsulesForMeDocument,
    "\n  query SentTimeCapsules($first: Int!, $after: String) {\n    sentTimeCapsules(first: $first, after: $after) {\n      nodes {\n        ...CapsuleFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": typeof types.SentTimeCapsulesDocument,
    "\n  query CapsuleRecipientChoices {\n    timeCapsuleRecipientChoices {\n      id\n      displayName\n    }\n    circles {\n      id\n      name\n    }\n    trees {\n      id\n      name\n    }\n  }\n": typeof types.CapsuleRecipientChoicesDocument,
    "\n  mutation CreateTimeCapsule($input: TimeCapsuleInput!) {\n    createTimeCapsule(input: $input) {\n      ...CapsuleFields\n    }\n  }\n": typeof types.CreateTimeCapsuleDocument,
    "\n  mutation UpdateTimeCapsule($id: ID!, $input: TimeCapsuleInput!) {\n    updateTimeCapsule(id: $id, input: $input) {\n      ...CapsuleFields\n    }\n  }\n": typeof types.UpdateTimeCapsuleDocument,
    "\n  mutation AddTimeCapsuleAttachment($id: ID!, $file: Upload!) {\n    addTimeCapsuleAttachment(id: $id, file: $file) {\n      ...CapsuleFields\n    }\n  }\n": typeof types.AddTimeCapsuleAttachmentDocument,
    "\n  mutation AddTimeCapsuleRecording($id: ID!, $file: Upload!) {\n    addTimeCapsuleRecording(id: $id, file: $file) {\n      ...CapsuleFields\n    }\n  }\n": typeof types.AddTimeCapsuleRecordingDocument,
    "\n  mutation RemoveTimeCapsuleAttachment($id: ID!) {\n    removeTimeCapsuleAttachment(id: $id) {\n      ...CapsuleFields\n    }\n  }\n": typeof types.RemoveTimeCapsuleAttachmentDocument,
    "\n  mutation SealTimeCapsule($id: ID!) {\n    sealTimeCapsule(id: $id) {\n      ...CapsuleFields\n    }\n  }\n": typeof types.SealTimeCapsuleDocument,
    "\n  mutation CancelTimeCapsule($id: ID!) {\n    cancelTimeCapsule(id: $id) {\n      ...CapsuleFields\n    }\n  }\n": typeof types.CancelTimeCapsuleDocument,
    "\n  subscription CapsuleNotices {\n    notificationAdded {\n      id\n      kind\n    }\n  }\n": typeof types.CapsuleNoticesDocument,
    "\n  fragment TimelineEntryFields on TimelineEntry {\n    id\n    date\n    dateText\n    type\n    title\n    description\n    photos {\n      memoryId\n      thumbnailUrl\n      title\n    }\n    photoCount\n    involvedMembers {\n      id\n      treeId\n      name\n    }\n    link\n  }\n": typeof types.TimelineEntryFieldsFragmentDoc,
    "\n  query Timeline($filter: TimelineFilter!, $after: String, $fromYear: Int, $first: Int!) {\n    timeline(filter: $filter, after: $after, fromYear: $fromYear, first: $first) {\n      nodes {\n        ...TimelineEntryFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": typeof types.TimelineDocument,
    "\n  query TimelineYears($filter: TimelineFilter!) {\n    timelineYears(filter: $filter) {\n      year\n      count\n    }\n  }\n": typeof types.TimelineYearsDocument,
    "\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      prefix\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($name: String!) {\n    createAccessToken(name: $name) {\n      token\n      accessToken {\n        id\n        name\n        prefix\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      id\n    }\n  }\n": typeof types.RevokeAccessTokenDocument,
    "\n  query PendingForMe {\n    treeInvitations {\n      id\n      treeId\n      treeName\n      role\n      branch {\n        kind\n        rootName\n        steps\n      }\n      invitedBy {\n        id\n        displayName\n        profileImageUrl\n      }\n    }\n    linkRequests {\n      memberId\n      memberName\n      treeId\n      treeName\n    }\n  }\n": typeof types.PendingForMeDocument,
    "\n  mutation RespondToTreeInvitation($id: ID!, $accept: Boolean!) {\n    respondToTreeInvitation(id: $id, accept: $accept) {\n      id\n      status\n    }\n  }\n": typeof types.RespondToTreeInvitationDocument,
    "\n  mutation RespondToLink($memberId: ID!, $accept: Boolean!) {\n    respondToLink(memberId: $memberId, accept: $accept)\n  }\n": typeof types.RespondToLinkDocument,
    "\n  fragment VoiceMessageFields on VoiceMessage {\n    id\n    title\n    description\n    transcript\n    isStory\n    durationSeconds\n    peaks\n    contentType\n    audioUrl\n    heard\n    recipientCount\n    createdAt\n    sender {\n      id\n      displayName\n      profileImageUrl\n    }\n    circle {\n      id\n      name\n    }\n    recipients {\n      user {\n        id\n        displayName\n      }\n      heardAt\n    }\n    viewerCan {\n      markHeard\n      delete\n    }\n  }\n": typeof types.VoiceMessageFieldsFragmentDoc,
    "\n  query VoiceInbox($after: String) {\n    voiceInbox(after: $after, first: 20) {\n      nodes {\n        ...VoiceMessageFields\n      }\n      endCursor\n      hasMore\n    }\n    unheardVoiceMessageCount\n  }\n": typeof types.VoiceInboxDocument,
    "\n  query SentVoiceMessages($after: String) {\n    sentVoiceMessages(after: $after, first: 20) {\n      nodes {\n        ...VoiceMessageFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": typeof types.SentVoiceMessagesDocument,
    "\n  query VoiceStories {\n    voiceStories(first: 50) {\n      ...VoiceMessageFields\n    }\n  }\n": typeof types.VoiceStoriesDocument,
    "\n  query MemberVoiceStories($memberId: ID!) {\n    familyMember(id: $memberId) {\n      id\n      fullName\n    }\n    voiceStories(memberId: $memberId, first: 20) {\n      ...VoiceMessageFields\n    }\n  }\n": typeof types.MemberVoiceStoriesDocument,
    "\n  query VoiceChoices {\n    voiceRecipientChoices {\n      id\n      displayName\n      profileImageUrl\n    }\n    circles {\n      id\n      name\n    }\n    voiceMaxSeconds\n  }\n": typeof types.VoiceChoicesDocument,
    "\n  mutation SendVoiceMessage($input: SendVoiceMessageInput!) {\n    sendVoiceMessage(input: $input) {\n      ...VoiceMessageFields\n    }\n  }\n": typeof types.SendVoiceMessageDocument,
    "\n  mutation MarkVoiceMessageHeard($id: ID!) {\n    markVoiceMessageHeard(id: $id) {\n      id\n      heard\n    }\n  }\n": typeof types.MarkVoiceMessageHeardDocument,
    "\n  mutation DeleteVoiceMessage($id: ID!) {\n    deleteVoiceMessage(id: $id)\n  }\n": typeof types.DeleteVoiceMessageDocument,
    "\n  query AccountDeletionChoices {\n    myDataExportUrl\n    accountDeletionChoices {\n      tree {\n        id\n        name\n      }\n      candidates {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.AccountDeletionChoicesDocument,
    "\n  mutation DeleteMyAccount($input: DeleteMyAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      email\n      firstName\n      lastName\n      displayName\n      profileImageUrl\n      isOnboarded\n      role\n      hasPassword\n      language\n    }\n  }\n": typeof types.CurrentUserDocument,
};
const documents: Documents = {
    "\n  query PeopleChoiceTrees {\n    trees {\n      id\n      name\n    }\n  }\n": types.PeopleChoiceTreesDocument,
    "\n  query PeopleChoices($treeId: ID, $search: String, $first: Int!) {\n    familyMembers(treeId: $treeId, search: $search, first: $first) {\n      nodes {\n        id\n        fullName\n      }\n    }\n  }\n": types.PeopleChoicesDocument,
    "\n  query VoiceCap {\n    voiceMaxSeconds\n  }\n": types.VoiceCapDocument,
    "\n  fragment AchievementFields on Achievement {\n    id\n    treeId\n    title\n    description\n    achievementType\n    date {\n      value\n      text\n    }\n    member {\n      id\n      fullName\n    }\n    photos {\n      id\n      url\n    }\n    celebrationCount\n    celebratedByViewer\n    viewerCan {\n      update\n      delete\n      celebrate\n    }\n  }\n": types.AchievementFieldsFragmentDoc,
    "\n  query Achievements($achievementType: AchievementType, $first: Int, $after: String) {\n    achievements(achievementType: $achievementType, first: $first, after: $after) {\n      nodes {\n        ...AchievementFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": types.AchievementsDocument,
    "\n  query MemberAchievements($memberId: ID!) {\n    familyMember(id: $memberId) {\n      id\n      fullName\n      viewerCan {\n        update\n      }\n    }\n    memberAchievements(memberId: $memberId) {\n      ...AchievementFields\n    }\n  }\n": types.MemberAchievementsDocument,
    "\n  mutation RecordAchievement($input: RecordAchievementInput!) {\n    recordAchievement(input: $input) {\n      ...AchievementFields\n    }\n  }\n": types.RecordAchievementDocument,
    "\n  mutation EditAchievement($id: ID!, $input: EditAchievementInput!) {\n    editAchievement(id: $id, input: $input) {\n      ...AchievementFields\n    }\n  }\n": types.EditAchievementDocument,
    "\n  mutation CelebrateAchievement($id: ID!, $celebrate: Boolean) {\n    celebrateAchievement(id: $id, celebrate: $celebrate) {\n      id\n      celebrationCount\n      celebratedByViewer\n    }\n  }\n": types.CelebrateAchievementDocument,
    "\n  mutation DeleteAchievement($id: ID!) {\n    deleteAchievement(id: $id)\n  }\n": types.DeleteAchievementDocument,
    "\n  query Accounts($search: String, $first: Int) {\n    accounts(search: $search, first: $first) {\n      id\n      displayName\n      email\n      role\n      hasPassword\n      passkeyCount\n      createdAt\n      disabled\n      storageBytes\n    }\n  }\n": types.AccountsDocument,
    "\n  query ChallengeCatalogue {\n    challengeCatalogue {\n      id\n      key\n      title\n      category\n      difficulty\n      isActive\n      rewards {\n        points\n      }\n      viewerCan {\n        setActive\n      }\n    }\n  }\n": types.ChallengeCatalogueDocument,
    "\n  mutation SetChallengeActive($id: ID!, $active: Boolean!) {\n    setChallengeActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n": types.SetChallengeActiveDocument,
    "\n  mutation CreatePasswordResetLink($userId: ID!) {\n    createPasswordResetLink(userId: $userId) {\n      url\n      expiresAt\n    }\n  }\n": types.CreatePasswordResetLinkDocument,
    "\n  query ServerStatus {\n    signInOptions {\n      registration\n    }\n    serverStatus {\n      version\n      startedAt\n      settings {\n        name\n        value\n      }\n      storage {\n        bytes\n        files\n      }\n      jobs {\n        waiting\n        running\n        failed\n        failedJobs {\n          id\n          task\n          attempts\n          lastError\n          failedAt\n        }\n      }\n      backupSchedule\n      backupKeep\n      backups {\n        id\n        state\n        trigger\n        size\n        files\n        error\n        createdAt\n        finishedAt\n        downloadUrl\n      }\n    }\n  }\n": types.ServerStatusDocument,
    "\n  mutation SetRegistration($mode: Registration!) {\n    setRegistration(mode: $mode) {\n      registration\n    }\n  }\n": types.SetRegistrationDocument,
    "\n  mutation RetryJob($id: ID!) {\n    retryJob(id: $id)\n  }\n": types.RetryJobDocument,
    "\n  mutation RunBackup {\n    runBackup {\n      id\n      state\n    }\n  }\n": types.RunBackupDocument,
    "\n  mutation SetAccountDisabled($userId: ID!, $disabled: Boolean!) {\n    setAccountDisabled(userId: $userId, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n": types.SetAccountDisabledDocument,
    "\n  query AnimatedTimelineTrees {\n    trees {\n      id\n      name\n    }\n  }\n": types.AnimatedTimelineTreesDocument,
    "\n  query AnimatedTimeline($treeId: ID!, $fromPersonId: ID) {\n    animatedTimeline(treeId: $treeId, fromPersonId: $fromPersonId) {\n      treeId\n      fromPersonId\n      size\n      firstYear\n      lastYear\n      undated\n      itemsTruncated\n      columns\n    }\n  }\n": types.AnimatedTimelineDocument,
    "\n  fragment FamilyCirclePerson on PublicUser {\n    id\n    displayName\n    firstName\n    lastName\n    profileImageUrl\n  }\n": types.FamilyCirclePersonFragmentDoc,
    "\n  fragment FamilyCirclePermissions on CirclePermissions {\n    update\n    delete\n    manageMembers\n    addMemories\n    leave\n    requestToJoin\n  }\n": types.FamilyCirclePermissionsFragmentDoc,
    "\n  fragment FamilyCircleCard on Circle {\n    id\n    name\n    description\n    isPrivate\n    memberCount\n    unreadCount\n    viewerRole\n    viewerRequestedToJoin\n    viewerCan {\n      ...FamilyCirclePermissions\n    }\n    members(first: 3) {\n      role\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n": types.FamilyCircleCardFragmentDoc,
    "\n  fragment FamilyCircleDetails on Circle {\n    id\n    name\n    description\n    isPrivate\n    memberCount\n    memoryCount\n    unreadCount\n    viewerRole\n    viewerRequestedToJoin\n    createdAt\n    viewerCan {\n      ...FamilyCirclePermissions\n    }\n    members(first: 200) {\n      role\n      joinedAt\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n": types.FamilyCircleDetailsFragmentDoc,
    "\n  mutation CreateFamilyCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      ...FamilyCircleCard\n    }\n  }\n": types.CreateFamilyCircleDocument,
    "\n  mutation UpdateFamilyCircle($id: ID!, $input: UpdateCircleInput!) {\n    updateCircle(id: $id, input: $input) {\n      id\n      name\n      description\n      isPrivate\n    }\n  }\n": types.UpdateFamilyCircleDocument,
    "\n  mutation DeleteFamilyCircle($id: ID!) {\n    deleteCircle(id: $id)\n  }\n": types.DeleteFamilyCircleDocument,
    "\n  mutation LeaveFamilyCircle($circleId: ID!) {\n    leaveCircle(circleId: $circleId)\n  }\n": types.LeaveFamilyCircleDocument,
    "\n  mutation RequestToJoinFamilyCircle($circleId: ID!) {\n    requestToJoinCircle(circleId: $circleId) {\n      id\n      viewerRequestedToJoin\n      viewerCan {\n        ...FamilyCirclePermissions\n      }\n    }\n  }\n": types.RequestToJoinFamilyCircleDocument,
    "\n  mutation MarkFamilyCircleOpened($id: ID!) {\n    markCircleOpened(id: $id) {\n      id\n      unreadCount\n    }\n  }\n": types.MarkFamilyCircleOpenedDocument,
    "\n  query FamilyCircles {\n    circles {\n      ...FamilyCircleCard\n    }\n  }\n": types.FamilyCirclesDocument,
    "\n  query DiscoverableFamilyCircles {\n    discoverableCircles {\n      ...FamilyCircleCard\n    }\n  }\n": types.DiscoverableFamilyCirclesDocument,
    "\n  query RecentFamilyCircles($first: Int!) {\n    recentCircles(first: $first) {\n      id\n      name\n      memberCount\n      unreadCount\n    }\n  }\n": types.RecentFamilyCirclesDocument,
    "\n  query FamilyCircle($id: ID!) {\n    circle(id: $id) {\n      ...FamilyCircleDetails\n    }\n  }\n": types.FamilyCircleDocument,
    "\n  query FamilyCircleJoinRequests($circleId: ID!) {\n    circleJoinRequests(circleId: $circleId) {\n      id\n      circleId\n      requestedAt\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n": types.FamilyCircleJoinRequestsDocument,
    "\n  query CircleMemberChoices {\n    connections {\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n": types.CircleMemberChoicesDocument,
    "\n  mutation AddFamilyCircleMembers($circleId: ID!, $userIds: [ID!]!) {\n    addCircleMembers(circleId: $circleId, userIds: $userIds) {\n      ...FamilyCircleDetails\n    }\n  }\n": types.AddFamilyCircleMembersDocument,
    "\n  mutation RemoveFamilyCircleMember($circleId: ID!, $userId: ID!) {\n    removeCircleMember(circleId: $circleId, userId: $userId) {\n      ...FamilyCircleDetails\n    }\n  }\n": types.RemoveFamilyCircleMemberDocument,
    "\n  mutation RespondToFamilyCircleJoinRequest($id: ID!, $accept: Boolean!) {\n    respondToCircleJoinRequest(id: $id, accept: $accept) {\n      ...FamilyCircleDetails\n    }\n  }\n": types.RespondToFamilyCircleJoinRequestDocument,
    "\n  query TodaysMomentCard {\n    dailyMoment {\n      id\n      treeId\n      answerCount\n      prompt {\n        id\n        text\n      }\n      viewerAnswer {\n        id\n      }\n    }\n  }\n": types.TodaysMomentCardDocument,
    "\n  fragment MomentAnswerFields on PromptResponse {\n    id\n    day\n    response\n    photoUrl\n    audioUrl\n    likes\n    likedByViewer\n    createdAt\n    updatedAt\n    author {\n      id\n      displayName\n      profileImageUrl\n    }\n    viewerCan {\n      update\n      delete\n      like\n    }\n  }\n": types.MomentAnswerFieldsFragmentDoc,
    "\n  fragment MomentFields on DailyMoment {\n    id\n    treeId\n    day\n    isToday\n    skipped\n    answerCount\n    prompt {\n      id\n      text\n      promptType\n      fromFamily\n      author {\n        id\n        displayName\n      }\n    }\n    answers {\n      ...MomentAnswerFields\n    }\n    viewerAnswer {\n      id\n      response\n      photoUrl\n      audioUrl\n    }\n    viewerCan {\n      answer\n      skip\n    }\n  }\n": types.MomentFieldsFragmentDoc,
    "\n  query TodaysMoment($treeId: ID) {\n    dailyMoment(treeId: $treeId) {\n      ...MomentFields\n    }\n    trees {\n      id\n      name\n    }\n  }\n": types.TodaysMomentDocument,
    "\n  query MomentStreak($treeId: ID!) {\n    momentStreak(treeId: $treeId)\n  }\n": types.MomentStreakDocument,
    "\n  query EarlierMoments($treeId: ID!, $after: String, $first: Int) {\n    dailyMoments(treeId: $treeId, after: $after, first: $first) {\n      nodes {\n        ...MomentFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": types.EarlierMomentsDocument,
    "\n  query FamilyPromptQueue($treeId: ID!) {\n    familyPromptQueue(treeId: $treeId) {\n      id\n      text\n      promptType\n      author {\n        id\n        displayName\n      }\n      viewerCan {\n        withdraw\n      }\n    }\n  }\n": types.FamilyPromptQueueDocument,
    "\n  mutation AnswerDailyMoment($input: AnswerDailyMomentInput!) {\n    answerDailyMoment(input: $input) {\n      ...MomentAnswerFields\n    }\n  }\n": types.AnswerDailyMomentDocument,
    "\n  mutation LikeMomentAnswer($id: ID!, $like: Boolean) {\n    likeMomentAnswer(id: $id, like: $like) {\n      id\n      likes\n      likedByViewer\n    }\n  }\n": types.LikeMomentAnswerDocument,
    "\n  mutation DeleteMomentAnswer($id: ID!) {\n    deleteMomentAnswer(id: $id)\n  }\n": types.DeleteMomentAnswerDocument,
    "\n  mutation SkipDailyMoment($id: ID!) {\n    skipDailyMoment(id: $id) {\n      ...MomentFields\n    }\n  }\n": types.SkipDailyMomentDocument,
    "\n  mutation AddFamilyPrompt($input: AddFamilyPromptInput!) {\n    addFamilyPrompt(input: $input) {\n      id\n    }\n  }\n": types.AddFamilyPromptDocument,
    "\n  mutation WithdrawFamilyPrompt($id: ID!) {\n    withdrawFamilyPrompt(id: $id)\n  }\n": types.WithdrawFamilyPromptDocument,
    "\n  query MomentBook($treeId: ID!, $userId: ID!) {\n    momentBook(treeId: $treeId, userId: $userId) {\n      treeName\n      author {\n        id\n        displayName\n      }\n      answers {\n        id\n        day\n        response\n        photoUrl\n        prompt {\n          id\n          text\n        }\n      }\n    }\n  }\n": types.MomentBookDocument,
    "\n  query Dashboard($activityCount: Int!) {\n    me {\n      id\n      firstName\n      displayName\n    }\n    familyStats {\n      memberCount\n      memoryCount\n      storyCount\n      upcomingEventCount\n      relationshipCount\n      connectionCount\n      daysSinceJoined\n    }\n    recentActivity(first: $activityCount) {\n      id\n      kind\n      summary\n      treeId\n      memberId\n      link\n      createdAt\n    }\n  }\n": types.DashboardDocument,
    "\n  query RewardsCard {\n    myRewards {\n      level\n      totalPoints\n      currentStreak\n      challengesCompleted\n      badges {\n        badge {\n          key\n          name\n          imageUrl\n        }\n        earnedAt\n      }\n    }\n  }\n": types.RewardsCardDocument,
    "\n  fragment ChallengeRewardsFields on ChallengeRewards {\n    points\n    experience\n    badge {\n      key\n      name\n      imageUrl\n    }\n    unlocks\n  }\n": types.ChallengeRewardsFieldsFragmentDoc,
    "\n  fragment ChallengeProgressFields on ChallengeProgress {\n    id\n    challengeId\n    status\n    percent\n    count\n    target\n    remainingText\n    startedAt\n    deadline\n    completedAt\n    rewardsEarned {\n      ...ChallengeRewardsFields\n    }\n  }\n": types.ChallengeProgressFieldsFragmentDoc,
    "\n  fragment DiscoveryChallengeFields on DiscoveryChallenge {\n    id\n    key\n    title\n    description\n    challengeType\n    difficulty\n    category\n    requirement {\n      text\n    }\n    rewards {\n      ...ChallengeRewardsFields\n    }\n    isActive\n    timeLimitDays\n    treeId\n    treeName\n    viewerProgress {\n      ...ChallengeProgressFields\n    }\n    claim {\n      claimedBy {\n        id\n        displayName\n      }\n      claimedAt\n      confirmedBy {\n        id\n        displayName\n      }\n      confirmedAt\n    }\n    viewerCan {\n      join\n      leave\n      claim\n      confirm\n      setActive\n    }\n  }\n": types.DiscoveryChallengeFieldsFragmentDoc,
    "\n  query DiscoveryChallenges {\n    discoveryChallenges {\n      ...DiscoveryChallengeFields\n    }\n  }\n": types.DiscoveryChallengesDocument,
    "\n  query ChallengeTrees {\n    trees {\n      id\n      name\n      viewerRole\n    }\n  }\n": types.ChallengeTreesDocument,
    "\n  query ChallengeSeasons {\n    challengeSeasons {\n      id\n      startsOn\n      endsOn\n      current\n    }\n  }\n": types.ChallengeSeasonsDocument,
    "\n  fragment LeaderboardEntryFields on LeaderboardEntry {\n    rank\n    user {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    score\n    challengesCompleted\n    completionSeconds\n    reachedAt\n    isViewer\n  }\n": types.LeaderboardEntryFieldsFragmentDoc,
    "\n  query ChallengeLeaderboard($seasonId: String, $first: Int) {\n    challengeLeaderboard(seasonId: $seasonId, first: $first) {\n      season {\n        id\n        startsOn\n        endsOn\n        current\n      }\n      entries {\n        ...LeaderboardEntryFields\n      }\n      viewerEntry {\n        ...LeaderboardEntryFields\n      }\n    }\n  }\n": types.ChallengeLeaderboardDocument,
    "\n  mutation JoinChallenge($id: ID!) {\n    joinChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n": types.JoinChallengeDocument,
    "\n  mutation LeaveChallenge($id: ID!) {\n    leaveChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n": types.LeaveChallengeDocument,
    "\n  mutation ClaimFamilyChallenge($id: ID!) {\n    claimFamilyChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n": types.ClaimFamilyChallengeDocument,
    "\n  mutation ConfirmFamilyChallenge($id: ID!) {\n    confirmFamilyChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n": types.ConfirmFamilyChallengeDocument,
    "\n  mutation CreateFamilyChallenge($input: CreateFamilyChallengeInput!) {\n    createFamilyChallenge(input: $input) {\n      ...DiscoveryChallengeFields\n    }\n  }\n": types.CreateFamilyChallengeDocument,
    "\n  fragment ChallengeViewerProgress on DiscoveryChallenge {\n    id\n    title\n    rewards {\n      ...ChallengeRewardsFields\n    }\n    viewerProgress {\n      ...ChallengeProgressFields\n    }\n  }\n": types.ChallengeViewerProgressFragmentDoc,
    "\n  subscription ChallengeProgressChanged {\n    challengeProgressChanged {\n      ...ChallengeProgressFields\n    }\n  }\n": types.ChallengeProgressChangedDocument,
    "\n  fragment UserRewardsFields on UserRewards {\n    totalPoints\n    level\n    experience\n    levelStartsAt\n    nextLevelAt\n    badges {\n      badge {\n        key\n        name\n        imageUrl\n      }\n      earnedAt\n    }\n    currentStreak\n    longestStreak\n    unlockedFeatures\n    onLeaderboard\n    challengesCompleted\n  }\n": types.UserRewardsFieldsFragmentDoc,
    "\n  query MyRewards {\n    myRewards {\n      ...UserRewardsFields\n    }\n  }\n": types.MyRewardsDocument,
    "\n  mutation SetLeaderboardVisibility($visible: Boolean!) {\n    setLeaderboardVisibility(visible: $visible) {\n      ...UserRewardsFields\n    }\n  }\n": types.SetLeaderboardVisibilityDocument,
    "\n  query Heritage($level: HeritageLevel!) {\n    heritage(level: $level) {\n      person {\n        id\n        fullName\n        isSelf\n      }\n      generations {\n        generation\n        expected\n        known\n        withPlace\n        places {\n          name\n          count\n          share\n        }\n      }\n    }\n  }\n": types.HeritageDocument,
    "\n  fragment DnaConsentFields on DnaMatchConsent {\n    id\n    createdAt\n    withUser {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    tree {\n      id\n      name\n    }\n  }\n": types.DnaConsentFieldsFragmentDoc,
    "\n  fragment DnaMatchRowFields on DnaMatch {\n    id\n    matchedUser {\n      id\n      displayName\n    }\n    matchedPerson {\n      id\n      fullName\n    }\n    matchedProvider\n    totalCm\n    segmentCount\n    largestCm\n    endogamy {\n      flagged\n    }\n    predictions {\n      probability\n      relationships {\n        label\n      }\n    }\n    treeCheck {\n      fits\n      label\n    }\n  }\n": types.DnaMatchRowFieldsFragmentDoc,
    "\n  query DnaKitPage($id: ID!) {\n    dnaKit(id: $id) {\n      ...DnaKitFields\n      matchConsents {\n        ...DnaConsentFields\n      }\n      matches {\n        ...DnaMatchRowFields\n      }\n    }\n  }\n": types.DnaKitPageDocument,
    "\n  query DnaConsentChoices {\n    dnaMatchChoices {\n      id\n      displayName\n    }\n    trees {\n      id\n      name\n    }\n  }\n": types.DnaConsentChoicesDocument,
    "\n  mutation AgreeToDnaMatch($input: AgreeToDnaMatchInput!) {\n    agreeToDnaMatch(input: $input) {\n      ...DnaKitFields\n      matchConsents {\n        ...DnaConsentFields\n      }\n      matches {\n        ...DnaMatchRowFields\n      }\n    }\n  }\n": types.AgreeToDnaMatchDocument,
    "\n  mutation WithdrawDnaMatchConsent($id: ID!) {\n    withdrawDnaMatchConsent(id: $id) {\n      ...DnaKitFields\n      matchConsents {\n        ...DnaConsentFields\n      }\n      matches {\n        ...DnaMatchRowFields\n      }\n    }\n  }\n": types.WithdrawDnaMatchConsentDocument,
    "\n  fragment DnaKitFields on DnaKit {\n    id\n    provider\n    fileVersion\n    markers\n    noCalls\n    inferredSex\n    ofRelative\n    relativeConsentAt\n    createdAt\n    person {\n      id\n      fullName\n    }\n    viewerCan {\n      delete\n    }\n    matchingStatus\n    comparedCount\n    compareTotal\n    lastSynced\n  }\n": types.DnaKitFieldsFragmentDoc,
    "\n  query MyDnaKits {\n    myDnaKits {\n      ...DnaKitFields\n      matches {\n        id\n      }\n    }\n  }\n": types.MyDnaKitsDocument,
    "\n  mutation DeleteDnaKit($id: ID!) {\n    deleteDnaKit(id: $id)\n  }\n": types.DeleteDnaKitDocument,
    "\n  query DnaOwnPerson {\n    heritage(level: country) {\n      person {\n        id\n        fullName\n      }\n    }\n  }\n": types.DnaOwnPersonDocument,
    "\n  fragment DnaCandidateFields on DnaRelationshipCandidate {\n    key\n    label\n    probability\n    meanCm\n    lowCm\n    highCm\n  }\n": types.DnaCandidateFieldsFragmentDoc,
    "\n  query DnaMatchPage($id: ID!, $kitId: ID) {\n    dnaMatch(id: $id, kitId: $kitId) {\n      id\n      kit {\n        id\n        provider\n        fileVersion\n        person {\n          id\n          fullName\n        }\n        matches {\n          id\n          matchedUser {\n            id\n            displayName\n          }\n          matchedPerson {\n            id\n            fullName\n          }\n          totalCm\n        }\n      }\n      matchedUser {\n        id\n        displayName\n      }\n      matchedPerson {\n        id\n        fullName\n      }\n      matchedProvider\n      overlapMarkers\n      totalCm\n      segmentCount\n      largestCm\n      fullyIdenticalCm\n      segments {\n        chromosome\n        startBp\n        endBp\n        startCm\n        endCm\n        cM\n        markers\n        kind\n      }\n      x {\n        totalCm\n        segmentCount\n        largestCm\n      }\n      endogamy {\n        flagged\n        smallSegmentCount\n        smallSegmentCm\n      }\n      thresholds {\n        minCm\n        minMarkers\n      }\n      predictions {\n        probability\n        relationships {\n          ...DnaCandidateFields\n        }\n      }\n      treeCheck {\n        tree {\n          id\n          name\n        }\n        relationship\n        label\n        expectedCm\n        lowCm\n        highCm\n        fits\n        summary\n      }\n      computedAt\n    }\n  }\n": types.DnaMatchPageDocument,
    "\n  query DnaChromosomes {\n    dnaChromosomes {\n      number\n      name\n      lengthBp\n      lengthCm\n    }\n  }\n": types.DnaChromosomesDocument,
    "\n  query DnaTriangulation($kitId: ID!, $matchIds: [ID!]!) {\n    dnaTriangulation(kitId: $kitId, matchIds: $matchIds) {\n      comparedWithEachOther\n      segments {\n        chromosome\n        startBp\n        endBp\n        cM\n        confirmed\n      }\n    }\n  }\n": types.DnaTriangulationDocument,
    "\n  fragment EventPersonFields on PublicUser {\n    id\n    displayName\n    firstName\n    lastName\n    profileImageUrl\n  }\n": types.EventPersonFieldsFragmentDoc,
    "\n  fragment EventCardFields on FamilyEvent {\n    id\n    title\n    eventType\n    startsAt\n    endsAt\n    timeZone\n    allDay\n    location\n    isPrivate\n    cancelledAt\n    viewerResponse\n    rsvpCounts {\n      going\n      maybe\n      notGoing\n      noAnswer\n    }\n  }\n": types.EventCardFieldsFragmentDoc,
    "\n  fragment EventDetailsFields on FamilyEvent {\n    ...EventCardFields\n    address\n    description\n    icsUrl\n    createdAt\n    organizer {\n      ...EventPersonFields\n    }\n    photos {\n      id\n      title\n      kind\n      thumbnailUrl\n    }\n    invitees {\n      response\n      respondedAt\n      user {\n        ...EventPersonFields\n      }\n    }\n    viewerCan {\n      update\n      cancel\n      invite\n      rsvp\n    }\n  }\n": types.EventDetailsFieldsFragmentDoc,
    "\n  mutation CreateFamilyEvent($input: CreateFamilyEventInput!) {\n    createFamilyEvent(input: $input) {\n      ...EventDetailsFields\n    }\n  }\n": types.CreateFamilyEventDocument,
    "\n  mutation UpdateFamilyEvent($id: ID!, $input: UpdateFamilyEventInput!) {\n    updateFamilyEvent(id: $id, input: $input) {\n      ...EventDetailsFields\n    }\n  }\n": types.UpdateFamilyEventDocument,
    "\n  mutation CancelFamilyEvent($id: ID!) {\n    cancelFamilyEvent(id: $id) {\n      ...EventDetailsFields\n    }\n  }\n": types.CancelFamilyEventDocument,
    "\n  mutation InviteToFamilyEvent($id: ID!, $input: InviteToFamilyEventInput!) {\n    inviteToFamilyEvent(id: $id, input: $input) {\n      ...EventDetailsFields\n    }\n  }\n": types.InviteToFamilyEventDocument,
    "\n  mutation RsvpFamilyEvent($id: ID!, $response: RsvpResponse!) {\n    rsvpFamilyEvent(id: $id, response: $response) {\n      ...EventDetailsFields\n    }\n  }\n": types.RsvpFamilyEventDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      createdAt\n    }\n  }\n": types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n": types.RevokeCalendarFeedDocument,
    "\n  query FamilyEvents($when: FamilyEventWhen!, $after: String, $first: Int!) {\n    familyEvents(when: $when, after: $after, first: $first) {\n      nodes {\n        ...EventCardFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": types.FamilyEventsDocument,
    "\n  query FamilyEvent($id: ID!) {\n    familyEvent(id: $id) {\n      ...EventDetailsFields\n    }\n  }\n": types.FamilyEventDocument,
    "\n  query UpcomingFamilyEvents($first: Int!) {\n    upcomingEvents(first: $first) {\n      ...EventCardFields\n    }\n  }\n": types.UpcomingFamilyEventsDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      url\n      createdAt\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  query EventInviteChoices {\n    connections {\n      user {\n        ...EventPersonFields\n      }\n    }\n    circles {\n      id\n      name\n      memberCount\n    }\n    trees {\n      id\n      name\n    }\n  }\n": types.EventInviteChoicesDocument,
    "\n  query EventPhotoChoices($after: String, $first: Int!) {\n    memories(after: $after, first: $first) {\n      nodes {\n        id\n        title\n        kind\n        thumbnailUrl\n      }\n      endCursor\n      hasMore\n    }\n  }\n": types.EventPhotoChoicesDocument,
    "\n  mutation AddFamilyMember($input: AddFamilyMemberInput!) {\n    addFamilyMember(input: $input) {\n      member {\n        id\n        fullName\n      }\n      relationships {\n        id\n        kind\n      }\n    }\n  }\n": types.AddFamilyMemberDocument,
    "\n  query MemberOptions($treeId: ID, $search: String, $first: Int!) {\n    familyMembers(treeId: $treeId, search: $search, first: $first) {\n      totalCount\n      nodes {\n        id\n        fullName\n        firstName\n        lastName\n        dateOfBirth\n        profilePictureUrl\n        isSelf\n      }\n    }\n  }\n": types.MemberOptionsDocument,
    "\n  query TreeChartStyle {\n    myRewards {\n      chartStyle\n      unlockedFeatures\n    }\n  }\n": types.TreeChartStyleDocument,
    "\n  mutation ChooseTreeChartStyle($style: ChartStyle!) {\n    chooseChartStyle(style: $style) {\n      chartStyle\n      unlockedFeatures\n    }\n  }\n": types.ChooseTreeChartStyleDocument,
    "\n  query FamilyTreeStats($treeId: ID) {\n    familyStats(treeId: $treeId) {\n      memberCount\n      memoryCount\n      relationshipCount\n      connectionCount\n    }\n  }\n": types.FamilyTreeStatsDocument,
    "\n  query FamilyTree($treeId: ID, $focusId: ID, $generationsUp: Int!, $generationsDown: Int!) {\n    familyTree(treeId: $treeId, focusId: $focusId, generationsUp: $generationsUp, generationsDown: $generationsDown) {\n      treeId\n      focusId\n      hasMoreAbove\n      hasMoreBelow\n      nodes {\n        id\n        generation\n        firstName\n        lastName\n        dateOfBirth\n        dateOfDeath\n        birth {\n          value\n          earliest\n        }\n        death {\n          value\n        }\n        gender\n        isAlive\n        isSelf\n        isLiving\n        detailsHidden\n        profilePictureUrl\n      }\n      edges {\n        id\n        kind\n        fromId\n        toId\n        partnerKind\n      }\n    }\n  }\n": types.FamilyTreeDocument,
    "\n  query FamilyTreeColumns($treeId: ID, $focusId: ID, $generationsUp: Int!, $generationsDown: Int!) {\n    familyTreeColumns(treeId: $treeId, focusId: $focusId, generationsUp: $generationsUp, generationsDown: $generationsDown) {\n      treeId\n      focusId\n      size\n      hasMoreAbove\n      hasMoreBelow\n      columns\n    }\n  }\n": types.FamilyTreeColumnsDocument,
    "\n  query LinkCandidates($treeId: ID!) {\n    tree(id: $treeId) {\n      id\n      access {\n        id\n        status\n        user {\n          id\n          displayName\n        }\n      }\n    }\n    connections {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": types.LinkCandidatesDocument,
    "\n  mutation LinkMemberToUser($memberId: ID!, $userId: ID!) {\n    linkMemberToUser(memberId: $memberId, userId: $userId) {\n      ...MemberDetailsFields\n    }\n  }\n": types.LinkMemberToUserDocument,
    "\n  mutation UnlinkMember($memberId: ID!) {\n    unlinkMember(memberId: $memberId) {\n      ...MemberDetailsFields\n    }\n  }\n": types.UnlinkMemberDocument,
    "\n  mutation AddRelationship($input: AddRelationshipInput!) {\n    addRelationship(input: $input) {\n      id\n      kind\n      fromId\n      toId\n      partnerKind\n    }\n  }\n": types.AddRelationshipDocument,
    "\n  mutation DeleteFamilyMember($id: ID!) {\n    deleteFamilyMember(id: $id)\n  }\n": types.DeleteFamilyMemberDocument,
    "\n  query FamilyMemberDetails($id: ID!) {\n    familyMember(id: $id) {\n      ...MemberDetailsFields\n    }\n  }\n": types.FamilyMemberDetailsDocument,
    "\n  fragment MemberDetailsFields on FamilyMember {\n    id\n    firstName\n    lastName\n    fullName\n    dateOfBirth\n    dateOfDeath\n    birth {\n      value\n      text\n    }\n    death {\n      value\n      text\n    }\n    birthPlace\n    deathPlace\n    otherNames\n    christening {\n      date {\n        value\n        text\n      }\n      place\n    }\n    burial {\n      date {\n        value\n        text\n      }\n      place\n    }\n    occupation\n    profilePictureUrl\n    bio\n    gender\n    isAlive\n    isSelf\n    isLiving\n    detailsHidden\n    treeId\n    linkedUserId\n    linkConfirmed\n    mirrorsProfile\n    linkedUser {\n      id\n      displayName\n    }\n    viewerCan {\n      update\n      rename\n      relate\n      delete\n      link\n    }\n  }\n": types.MemberDetailsFieldsFragmentDoc,
    "\n  query RelationshipBetween($fromId: ID!, $toId: ID!) {\n    relationshipBetween(fromId: $fromId, toId: $toId) {\n      description\n      relation\n      related\n      path {\n        via\n        member {\n          id\n          firstName\n          lastName\n          fullName\n          profilePictureUrl\n          isSelf\n        }\n      }\n    }\n  }\n": types.RelationshipBetweenDocument,
    "\n  query MemberRelationships($memberId: ID!) {\n    relationships(memberId: $memberId) {\n      id\n      kind\n      fromId\n      toId\n      partnerKind\n      start {\n        value\n        text\n      }\n      startPlace\n      end {\n        value\n        text\n      }\n      pedigree\n    }\n  }\n": types.MemberRelationshipsDocument,
    "\n  query RelativeName($id: ID!) {\n    familyMember(id: $id) {\n      id\n      fullName\n      isSelf\n    }\n  }\n": types.RelativeNameDocument,
    "\n  mutation RemoveRelationship($id: ID!) {\n    removeRelationship(id: $id)\n  }\n": types.RemoveRelationshipDocument,
    "\n  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!) {\n    updateFamilyMember(id: $id, input: $input) {\n      ...MemberDetailsFields\n    }\n  }\n": types.UpdateFamilyMemberDocument,
    "\n  fragment ListedPersonFields on FamilyMember {\n    id\n    firstName\n    lastName\n    dateOfBirth\n    dateOfDeath\n    birth {\n      value\n    }\n    death {\n      value\n    }\n    isAlive\n    isSelf\n    profilePictureUrl\n  }\n": types.ListedPersonFieldsFragmentDoc,
    "\n  query TreePeople($treeId: ID, $search: String, $first: Int!, $offset: Int!, $orderBy: MemberOrder) {\n    familyMembers(treeId: $treeId, search: $search, first: $first, offset: $offset, orderBy: $orderBy) {\n      totalCount\n      nodes {\n        ...ListedPersonFields\n      }\n    }\n  }\n": types.TreePeopleDocument,
    "\n  query UnplacedMembers($treeId: ID!) {\n    unplacedMembers(treeId: $treeId) {\n      ...ListedPersonFields\n    }\n  }\n": types.UnplacedMembersDocument,
    "\n  query SelfMember($treeId: ID) {\n    familyTree(treeId: $treeId, generationsUp: 0, generationsDown: 0) {\n      treeId\n      focusId\n      nodes {\n        id\n        isSelf\n      }\n    }\n  }\n": types.SelfMemberDocument,
    "\n  query TreeFaceSuggestions($id: ID!) {\n    tree(id: $id) {\n      id\n      faceSuggestions\n    }\n  }\n": types.TreeFaceSuggestionsDocument,
    "\n  mutation SetFaceSuggestions($treeId: ID!, $on: Boolean!) {\n    setFaceSuggestions(treeId: $treeId, on: $on) {\n      id\n      faceSuggestions\n    }\n  }\n": types.SetFaceSuggestionsDocument,
    "\n  query Trees {\n    trees {\n      id\n      name\n      viewerRole\n    }\n  }\n": types.TreesDocument,
    "\n  query TreeDetails($id: ID!) {\n    tree(id: $id) {\n      id\n      name\n      viewerRole\n      livingYears\n      showLivingDetails\n      viewerBranch {\n        kind\n        rootName\n        steps\n      }\n      viewerCan {\n        edit\n        share\n        configure\n        delete\n        leave\n      }\n      access {\n        id\n        role\n        status\n        branch {\n          kind\n          rootId\n          rootName\n          steps\n        }\n        user {\n          id\n          displayName\n          profileImageUrl\n        }\n        viewerCan {\n          change\n        }\n      }\n    }\n  }\n": types.TreeDetailsDocument,
    "\n  query ShareCandidates {\n    connections {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n": types.ShareCandidatesDocument,
    "\n  mutation OpenTree($id: ID!) {\n    openTree(id: $id) {\n      id\n    }\n  }\n": types.OpenTreeDocument,
    "\n  mutation CreateTree($name: String!) {\n    createTree(input: { name: $name }) {\n      id\n      name\n    }\n  }\n": types.CreateTreeDocument,
    "\n  mutation InviteToTree($input: InviteToTreeInput!) {\n    inviteToTree(input: $input) {\n      id\n    }\n  }\n": types.InviteToTreeDocument,
    "\n  mutation ChangeTreeAccess($id: ID!, $input: ChangeTreeAccessInput!) {\n    changeTreeAccess(id: $id, input: $input) {\n      id\n      role\n      branch {\n        kind\n        rootId\n        rootName\n        steps\n      }\n    }\n  }\n": types.ChangeTreeAccessDocument,
    "\n  mutation RemoveTreeAccess($id: ID!) {\n    removeTreeAccess(id: $id)\n  }\n": types.RemoveTreeAccessDocument,
    "\n  mutation UpdateTree($id: ID!, $input: UpdateTreeInput!) {\n    updateTree(id: $id, input: $input) {\n      id\n      name\n      livingYears\n      showLivingDetails\n    }\n  }\n": types.UpdateTreeDocument,
    "\n  mutation LeaveTree($treeId: ID!) {\n    leaveTree(treeId: $treeId)\n  }\n": types.LeaveTreeDocument,
    "\n  mutation CancelConnectionRequest($id: ID!) {\n    cancelConnectionRequest(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelConnectionRequestDocument,
    "\n  mutation ConnectToSuggestion($input: SendConnectionRequestInput!) {\n    sendConnectionRequest(input: $input) {\n      id\n      status\n    }\n  }\n": types.ConnectToSuggestionDocument,
    "\n  query ConnectionRequests {\n    connectionRequests {\n      incoming {\n        ...ConnectionRequestFields\n      }\n      outgoing {\n        ...ConnectionRequestFields\n      }\n    }\n  }\n\n  fragment ConnectionRequestFields on ConnectionRequest {\n    id\n    relationshipType\n    message\n    status\n    createdAt\n    from {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    to {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n": types.ConnectionRequestsDocument,
    "\n  query ConnectionSuggestions($first: Int!, $offset: Int!) {\n    connectionSuggestions(first: $first, offset: $offset) {\n      hasMore\n      nodes {\n        reason\n        relationshipType\n        user {\n          id\n          displayName\n          firstName\n          lastName\n          profileImageUrl\n          location\n        }\n      }\n    }\n  }\n": types.ConnectionSuggestionsDocument,
    "\n  query Connections {\n    connections {\n      relationshipType\n      connectedAt\n      user {\n        id\n        displayName\n        firstName\n        lastName\n        profileImageUrl\n        location\n      }\n    }\n  }\n": types.ConnectionsDocument,
    "\n  mutation RespondToConnectionRequest($id: ID!, $accept: Boolean!, $memberId: ID) {\n    respondToConnectionRequest(id: $id, accept: $accept, memberId: $memberId) {\n      id\n      status\n    }\n  }\n": types.RespondToConnectionRequestDocument,
    "\n  query SearchUsers($query: String!, $by: UserSearchField!, $first: Int!) {\n    searchUsers(query: $query, by: $by, first: $first) {\n      matchScore\n      isConnected\n      hasPendingRequest\n      user {\n        id\n        displayName\n        firstName\n        lastName\n        profileImageUrl\n        email\n        location\n        bio\n      }\n    }\n  }\n": types.SearchUsersDocument,
    "\n  mutation SendConnectionRequest($input: SendConnectionRequestInput!) {\n    sendConnectionRequest(input: $input) {\n      id\n      status\n    }\n  }\n": types.SendConnectionRequestDocument,
    "\n  fragment GedcomJobFields on GedcomJob {\n    id\n    kind\n    state\n    mode\n    version\n    treeId\n    fileName\n    progress {\n      done\n      total\n      peoplePerSecond\n      secondsLeft\n    }\n    counts {\n      people\n      families\n      otherRecords\n      media\n    }\n    preview {\n      new\n      updated\n      unchanged\n      conflictCount\n      conflicts {\n        id\n        subject\n        field\n        mine\n        theirs\n        line\n      }\n    }\n    report {\n      line\n      message\n    }\n    error\n    downloadUrl\n    fileExpiresAt\n    createdAt\n    finishedAt\n  }\n": types.GedcomJobFieldsFragmentDoc,
    "\n  query GedcomJob($id: ID!) {\n    gedcomJob(id: $id) {\n      ...GedcomJobFields\n    }\n  }\n": types.GedcomJobDocument,
    "\n  mutation ImportGedcom($file: Upload!, $mode: GedcomImportMode, $treeId: ID, $treeName: String) {\n    importGedcom(file: $file, mode: $mode, treeId: $treeId, treeName: $treeName) {\n      ...GedcomJobFields\n    }\n  }\n": types.ImportGedcomDocument,
    "\n  mutation ResolveGedcomMerge($jobId: ID!, $choices: [GedcomChoice!]!, $otherwise: GedcomSide!) {\n    resolveGedcomMerge(jobId: $jobId, choices: $choices, otherwise: $otherwise) {\n      ...GedcomJobFields\n    }\n  }\n": types.ResolveGedcomMergeDocument,
    "\n  mutation CancelGedcomJob($id: ID!) {\n    cancelGedcomJob(id: $id) {\n      ...GedcomJobFields\n    }\n  }\n": types.CancelGedcomJobDocument,
    "\n  mutation ExportGedcom($treeId: ID!, $version: GedcomVersion!, $withMedia: Boolean!, $branchOf: ID) {\n    exportGedcom(treeId: $treeId, version: $version, withMedia: $withMedia, branchOf: $branchOf) {\n      ...GedcomJobFields\n    }\n  }\n": types.ExportGedcomDocument,
    "\n  fragment HeirloomOwnerFields on HeirloomOwner {\n    id\n    how\n    datesHidden\n    member {\n      id\n      fullName\n    }\n    from {\n      value\n      text\n    }\n    to {\n      value\n      text\n    }\n  }\n": types.HeirloomOwnerFieldsFragmentDoc,
    "\n  fragment HeirloomCardFields on Heirloom {\n    id\n    treeId\n    name\n    assetType\n    acquisitionDate {\n      value\n      text\n    }\n    value {\n      amount\n      currency\n    }\n    currentOwner {\n      ...HeirloomOwnerFields\n    }\n    intendedOwner {\n      id\n      fullName\n    }\n    photos {\n      id\n      url\n    }\n    viewerCan {\n      update\n      delete\n      passOn\n      seeValue\n    }\n  }\n": types.HeirloomCardFieldsFragmentDoc,
    "\n  fragment HeirloomDetailsFields on Heirloom {\n    ...HeirloomCardFields\n    previousOwners {\n      ...HeirloomOwnerFields\n    }\n    description\n    story\n    documents {\n      id\n      name\n      size\n      url\n    }\n  }\n": types.HeirloomDetailsFieldsFragmentDoc,
    "\n  query HeirloomTrees {\n    trees {\n      id\n      name\n      viewerRole\n    }\n  }\n": types.HeirloomTreesDocument,
    "\n  query Heirlooms($assetType: HeirloomType, $first: Int, $after: String) {\n    heirlooms(assetType: $assetType, first: $first, after: $after) {\n      nodes {\n        ...HeirloomCardFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": types.HeirloomsDocument,
    "\n  query Heirloom($id: ID!) {\n    heirloom(id: $id) {\n      ...HeirloomDetailsFields\n    }\n  }\n": types.HeirloomDocument,
    "\n  query MemberHeirlooms($memberId: ID!) {\n    familyMember(id: $memberId) {\n      id\n      treeId\n      fullName\n      viewerCan {\n        update\n      }\n    }\n    memberHeirlooms(memberId: $memberId) {\n      ...HeirloomCardFields\n      previousOwners {\n        ...HeirloomOwnerFields\n      }\n    }\n  }\n": types.MemberHeirloomsDocument,
    "\n  query HeirloomPeople($treeId: ID!, $search: String, $first: Int!) {\n    familyMembers(treeId: $treeId, search: $search, first: $first) {\n      nodes {\n        id\n        fullName\n      }\n    }\n  }\n": types.HeirloomPeopleDocument,
    "\n  mutation CreateHeirloom($input: CreateHeirloomInput!) {\n    createHeirloom(input: $input) {\n      ...HeirloomDetailsFields\n    }\n  }\n": types.CreateHeirloomDocument,
    "\n  mutation UpdateHeirloom($id: ID!, $input: UpdateHeirloomInput!) {\n    updateHeirloom(id: $id, input: $input) {\n      ...HeirloomDetailsFields\n    }\n  }\n": types.UpdateHeirloomDocument,
    "\n  mutation PassOnHeirloom($id: ID!, $input: PassOnHeirloomInput!) {\n    passOnHeirloom(id: $id, input: $input) {\n      ...HeirloomDetailsFields\n    }\n  }\n": types.PassOnHeirloomDocument,
    "\n  mutation DeleteHeirloom($id: ID!) {\n    deleteHeirloom(id: $id)\n  }\n": types.DeleteHeirloomDocument,
    "\n  mutation AddHeirloomPhoto($id: ID!, $photo: Upload!) {\n    addHeirloomPhoto(id: $id, photo: $photo) {\n      ...HeirloomDetailsFields\n    }\n  }\n": types.AddHeirloomPhotoDocument,
    "\n  mutation RemoveHeirloomPhoto($id: ID!, $photoId: ID!) {\n    removeHeirloomPhoto(id: $id, photoId: $photoId) {\n      ...HeirloomDetailsFields\n    }\n  }\n": types.RemoveHeirloomPhotoDocument,
    "\n  mutation AddHeirloomDocument($id: ID!, $document: Upload!) {\n    addHeirloomDocument(id: $id, document: $document) {\n      ...HeirloomDetailsFields\n    }\n  }\n": types.AddHeirloomDocumentDocument,
    "\n  mutation RemoveHeirloomDocument($id: ID!, $documentId: ID!) {\n    removeHeirloomDocument(id: $id, documentId: $documentId) {\n      ...HeirloomDetailsFields\n    }\n  }\n": types.RemoveHeirloomDocumentDocument,
    "\n  query InsightsCardTree {\n    trees {\n      id\n    }\n  }\n": types.InsightsCardTreeDocument,
    "\n  query InsightsCard($treeId: ID!) {\n    familyInsights(treeId: $treeId, first: 3) {\n      treeId\n      nodes {\n        id\n        sentence\n      }\n    }\n  }\n": types.InsightsCardDocument,
    "\n  query InsightTrees {\n    trees {\n      id\n      name\n    }\n  }\n": types.InsightTreesDocument,
    "\n  query FamilyInsights($treeId: ID!, $group: InsightGroup, $first: Int) {\n    familyInsights(treeId: $treeId, group: $group, first: $first) {\n      treeId\n      hasMore\n      computedAt\n      updating\n      viewerCanEdit\n      nodes {\n        id\n        treeId\n        type\n        group\n        title\n        sentence\n        people {\n          id\n          fullName\n          treeId\n        }\n        dataPoints {\n          personId\n          field\n          value\n        }\n        action {\n          kind\n          personIds\n        }\n      }\n    }\n  }\n": types.FamilyInsightsDocument,
    "\n  mutation DismissInsight($id: ID!) {\n    dismissInsight(id: $id)\n  }\n": types.DismissInsightDocument,
    "\n  mutation RestoreInsights($treeId: ID!) {\n    restoreInsights(treeId: $treeId)\n  }\n": types.RestoreInsightsDocument,
    "\n  mutation MarkNotSamePerson($treeId: ID!, $personA: ID!, $personB: ID!) {\n    markNotSamePerson(treeId: $treeId, personA: $personA, personB: $personB)\n  }\n": types.MarkNotSamePersonDocument,
    "\n  query PeopleMergePreview($keepId: ID!, $mergeId: ID!) {\n    peopleMergePreview(keepId: $keepId, mergeId: $mergeId) {\n      keep {\n        ...MergePersonFields\n      }\n      merged {\n        ...MergePersonFields\n      }\n      fields {\n        field\n        keep\n        merged\n        result\n        source\n      }\n      relationships {\n        relation\n        alreadyShared\n        person {\n          id\n          fullName\n        }\n      }\n      moves {\n        holding\n        count\n      }\n      blocker\n    }\n  }\n": types.PeopleMergePreviewDocument,
    "\n  fragment MergePersonFields on FamilyMember {\n    id\n    firstName\n    lastName\n    fullName\n    profilePictureUrl\n    birth {\n      text\n    }\n    death {\n      text\n    }\n  }\n": types.MergePersonFieldsFragmentDoc,
    "\n  mutation MergePeople($keepId: ID!, $mergeId: ID!) {\n    mergePeople(keepId: $keepId, mergeId: $mergeId) {\n      mergeId\n      person {\n        id\n        fullName\n      }\n    }\n  }\n": types.MergePeopleDocument,
    "\n  mutation UndoPeopleMerge($mergeId: ID!) {\n    undoPeopleMerge(mergeId: $mergeId) {\n      mergeId\n      person {\n        id\n        fullName\n      }\n      restored {\n        id\n        fullName\n      }\n    }\n  }\n": types.UndoPeopleMergeDocument,
    "\n  mutation CreateInvitation($input: CreateInvitationInput) {\n    createInvitation(input: $input) {\n      url\n      invitation {\n        ...InvitationFields\n      }\n    }\n  }\n": types.CreateInvitationDocument,
    "\n  fragment InvitationFields on Invitation {\n    id\n    note\n    status\n    createdAt\n    expiresAt\n    acceptedBy {\n      id\n      displayName\n    }\n  }\n": types.InvitationFieldsFragmentDoc,
    "\n  query Invitations {\n    invitations {\n      ...InvitationFields\n    }\n  }\n": types.InvitationsDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      ...InvitationFields\n    }\n  }\n": types.RevokeInvitationDocument,
    "\n  mutation SetMyLanguage($language: Language) {\n    setMyLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.SetMyLanguageDocument,
    "\n  query FaceSuggestionTrees {\n    trees {\n      id\n      name\n      faceSuggestions\n    }\n  }\n": types.FaceSuggestionTreesDocument,
    "\n  query FaceSuggestions($input: FaceSuggestionsInput!) {\n    faceSuggestions(input: $input) {\n      index\n      candidates {\n        score\n        member {\n          id\n          fullName\n        }\n      }\n    }\n  }\n": types.FaceSuggestionsDocument,
    "\n  mutation ConfirmFace($input: ConfirmFaceInput!) {\n    confirmFace(input: $input) {\n      ...PhotoTagFields\n    }\n  }\n": types.ConfirmFaceDocument,
    "\n  mutation RejectFaceSuggestion($input: RejectFaceInput!) {\n    rejectFaceSuggestion(input: $input)\n  }\n": types.RejectFaceSuggestionDocument,
    "\n  fragment PhotoTagFields on PhotoTag {\n    id\n    box {\n      x\n      y\n      width\n      height\n    }\n    member {\n      id\n      fullName\n    }\n    taggedBy {\n      id\n      displayName\n    }\n    isVerified\n    viewerCanChange\n  }\n": types.PhotoTagFieldsFragmentDoc,
    "\n  fragment MemoryCardFields on Memory {\n    id\n    title\n    description\n    kind\n    eventDate\n    createdAt\n    thumbnailUrl\n    previewUrl\n    taggedCount\n    file {\n      url\n      contentType\n      size\n      width\n      height\n      durationSeconds\n    }\n    circle {\n      id\n      name\n    }\n    uploadedBy {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    viewerCan {\n      update\n      delete\n      tag\n    }\n  }\n": types.MemoryCardFieldsFragmentDoc,
    "\n  fragment MemoryFields on Memory {\n    ...MemoryCardFields\n    photoTags {\n      ...PhotoTagFields\n    }\n  }\n": types.MemoryFieldsFragmentDoc,
    "\n  mutation UploadMemory($input: UploadMemoryInput!) {\n    uploadMemory(input: $input) {\n      ...MemoryFields\n    }\n  }\n": types.UploadMemoryDocument,
    "\n  mutation UpdateMemory($id: ID!, $input: UpdateMemoryInput!) {\n    updateMemory(id: $id, input: $input) {\n      ...MemoryFields\n    }\n  }\n": types.UpdateMemoryDocument,
    "\n  mutation DeleteMemory($id: ID!) {\n    deleteMemory(id: $id)\n  }\n": types.DeleteMemoryDocument,
    "\n  mutation TagPhoto($input: TagPhotoInput!) {\n    tagPhoto(input: $input) {\n      ...PhotoTagFields\n    }\n  }\n": types.TagPhotoDocument,
    "\n  mutation MovePhotoTag($id: ID!, $box: PhotoBoxInput) {\n    movePhotoTag(id: $id, box: $box) {\n      ...PhotoTagFields\n    }\n  }\n": types.MovePhotoTagDocument,
    "\n  mutation RemovePhotoTag($id: ID!) {\n    removePhotoTag(id: $id)\n  }\n": types.RemovePhotoTagDocument,
    "\n  query Memories($circleId: ID, $memberId: ID, $after: String, $first: Int!) {\n    memories(circleId: $circleId, memberId: $memberId, after: $after, first: $first) {\n      nodes {\n        ...MemoryCardFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": types.MemoriesDocument,
    "\n  query Memory($id: ID!) {\n    memory(id: $id) {\n      ...MemoryFields\n    }\n  }\n": types.MemoryDocument,
    "\n  query MemoryPictures($id: ID!) {\n    memory(id: $id) {\n      id\n      thumbnailUrl\n      previewUrl\n    }\n  }\n": types.MemoryPicturesDocument,
    "\n  query MemoryCircles {\n    circles {\n      id\n      name\n    }\n  }\n": types.MemoryCirclesDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      enabledKinds\n      digest\n      emailAvailable\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      enabledKinds\n      digest\n      emailAvailable\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    message\n    link\n    read\n    createdAt\n    actor {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query Notifications($after: String, $first: Int) {\n    notifications(after: $after, first: $first) {\n      nodes {\n        ...NotificationFields\n      }\n      endCursor\n      hasMore\n      unreadCount\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation CompleteOnboarding($input: CompleteOnboardingInput!) {\n    completeOnboarding(input: $input) {\n      id\n      firstName\n      lastName\n      displayName\n      dateOfBirth\n      gender\n      bio\n      location\n      profileImageUrl\n      isOnboarded\n    }\n  }\n": types.CompleteOnboardingDocument,
    "\n  fragment ProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    profileImageUrl\n    dateOfBirth\n    phone\n    address\n    bio\n    occupation\n    relationshipStatus\n    hometown\n    currentCity\n    location\n    interests\n    socialMedia\n    privacySettings {\n      showEmail\n      showPhone\n      showAddress\n      showBirthday\n      allowFamilyConnections\n    }\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query HeaderSearch($query: String!, $first: Int!) {\n    search(query: $query, first: $first) {\n      people {\n        ...SearchResultFields\n      }\n      memories {\n        ...SearchResultFields\n      }\n      stories {\n        ...SearchResultFields\n      }\n      events {\n        ...SearchResultFields\n      }\n      momentAnswers {\n        ...SearchResultFields\n      }\n      timeCapsules {\n        ...SearchResultFields\n      }\n      achievements {\n        ...SearchResultFields\n      }\n      voiceMessages {\n        ...SearchResultFields\n      }\n      heirlooms {\n        ...SearchResultFields\n      }\n    }\n  }\n\n  fragment SearchResultFields on SearchResult {\n    kind\n    id\n    title\n    subtitle\n    imageUrl\n    link\n  }\n": types.HeaderSearchDocument,
    "\n  mutation BeginPasskeyRegistration {\n    beginPasskeyRegistration\n  }\n": types.BeginPasskeyRegistrationDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      ...PasskeyFields\n    }\n  }\n": types.FinishPasskeyRegistrationDocument,
    "\n  fragment PasskeyFields on Passkey {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n": types.PasskeyFieldsFragmentDoc,
    "\n  query Passkeys {\n    passkeys {\n      ...PasskeyFields\n    }\n  }\n": types.PasskeysDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": types.RemovePasskeyDocument,
    "\n  query InvitationPreview($token: String!) {\n    invitationPreview(token: $token) {\n      inviterName\n      note\n      expiresAt\n    }\n  }\n": types.InvitationPreviewDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  query SignInOptions {\n    signInOptions {\n      needsAdministrator\n      registration\n      builtInAccounts\n      passwordResetByEmail\n    }\n  }\n": types.SignInOptionsDocument,
    "\n  mutation CreateStory($input: CreateStoryInput!) {\n    createStory(input: $input) {\n      ...StoryFields\n    }\n  }\n": types.CreateStoryDocument,
    "\n  mutation UpdateStory($id: ID!, $input: UpdateStoryInput!) {\n    updateStory(id: $id, input: $input) {\n      ...StoryFields\n    }\n  }\n": types.UpdateStoryDocument,
    "\n  mutation DeleteStory($id: ID!) {\n    deleteStory(id: $id)\n  }\n": types.DeleteStoryDocument,
    "\n  fragment StoryFields on Story {\n    id\n    title\n    content\n    storyType\n    eventDate\n    isPublic\n    authorName\n    createdAt\n    circle {\n      id\n      name\n    }\n    taggedMembers {\n      id\n      fullName\n    }\n    attachments {\n      id\n      title\n      thumbnailUrl\n    }\n    viewerCan {\n      update\n      delete\n    }\n  }\n": types.StoryFieldsFragmentDoc,
    "\n  query Stories($after: String, $first: Int!) {\n    stories(after: $after, first: $first) {\n      nodes {\n        ...StoryFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": types.StoriesDocument,
    "\n  query StoryCircles {\n    circles {\n      id\n      name\n    }\n  }\n": types.StoryCirclesDocument,
    "\n  query StoryMemoryChoices($after: String, $first: Int!) {\n    memories(after: $after, first: $first) {\n      nodes {\n        id\n        title\n        thumbnailUrl\n      }\n      endCursor\n      hasMore\n    }\n  }\n": types.StoryMemoryChoicesDocument,
    "\n  fragment CapsuleFields on TimeCapsule {\n    id\n    status\n    opensAt\n    timeZone\n    sealedAt\n    openedAt\n    createdAt\n    title\n    message\n    from {\n      id\n      displayName\n    }\n    attachments {\n      id\n      kind\n      file {\n        url\n        contentType\n      }\n    }\n    recipientKind\n    recipients {\n      id\n      displayName\n    }\n    circleId\n    treeId\n    viewerCan {\n      readContent\n      update\n      seal\n      cancel\n    }\n  }\n": types.CapsuleFieldsFragmentDoc,
    "\n  query TimeCapsulesForMe($first: Int!, $after: String) {\n    timeCapsulesForMe(first: $first, after: $after) {\n      nodes {\n        ...CapsuleFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": types.TimeCapsulesForMeDocument,
    "\n  query SentTimeCapsules($first: Int!, $after: String) {\n    sentTimeCapsules(first: $first, after: $after) {\n      nodes {\n        ...CapsuleFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": types.SentTimeCapsulesDocument,
    "\n  query CapsuleRecipientChoices {\n    timeCapsuleRecipientChoices {\n      id\n      displayName\n    }\n    circles {\n      id\n      name\n    }\n    trees {\n      id\n      name\n    }\n  }\n": types.CapsuleRecipientChoicesDocument,
    "\n  mutation CreateTimeCapsule($input: TimeCapsuleInput!) {\n    createTimeCapsule(input: $input) {\n      ...CapsuleFields\n    }\n  }\n": types.CreateTimeCapsuleDocument,
    "\n  mutation UpdateTimeCapsule($id: ID!, $input: TimeCapsuleInput!) {\n    updateTimeCapsule(id: $id, input: $input) {\n      ...CapsuleFields\n    }\n  }\n": types.UpdateTimeCapsuleDocument,
    "\n  mutation AddTimeCapsuleAttachment($id: ID!, $file: Upload!) {\n    addTimeCapsuleAttachment(id: $id, file: $file) {\n      ...CapsuleFields\n    }\n  }\n": types.AddTimeCapsuleAttachmentDocument,
    "\n  mutation AddTimeCapsuleRecording($id: ID!, $file: Upload!) {\n    addTimeCapsuleRecording(id: $id, file: $file) {\n      ...CapsuleFields\n    }\n  }\n": types.AddTimeCapsuleRecordingDocument,
    "\n  mutation RemoveTimeCapsuleAttachment($id: ID!) {\n    removeTimeCapsuleAttachment(id: $id) {\n      ...CapsuleFields\n    }\n  }\n": types.RemoveTimeCapsuleAttachmentDocument,
    "\n  mutation SealTimeCapsule($id: ID!) {\n    sealTimeCapsule(id: $id) {\n      ...CapsuleFields\n    }\n  }\n": types.SealTimeCapsuleDocument,
    "\n  mutation CancelTimeCapsule($id: ID!) {\n    cancelTimeCapsule(id: $id) {\n      ...CapsuleFields\n    }\n  }\n": types.CancelTimeCapsuleDocument,
    "\n  subscription CapsuleNotices {\n    notificationAdded {\n      id\n      kind\n    }\n  }\n": types.CapsuleNoticesDocument,
    "\n  fragment TimelineEntryFields on TimelineEntry {\n    id\n    date\n    dateText\n    type\n    title\n    description\n    photos {\n      memoryId\n      thumbnailUrl\n      title\n    }\n    photoCount\n    involvedMembers {\n      id\n      treeId\n      name\n    }\n    link\n  }\n": types.TimelineEntryFieldsFragmentDoc,
    "\n  query Timeline($filter: TimelineFilter!, $after: String, $fromYear: Int, $first: Int!) {\n    timeline(filter: $filter, after: $after, fromYear: $fromYear, first: $first) {\n      nodes {\n        ...TimelineEntryFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": types.TimelineDocument,
    "\n  query TimelineYears($filter: TimelineFilter!) {\n    timelineYears(filter: $filter) {\n      year\n      count\n    }\n  }\n": types.TimelineYearsDocument,
    "\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      prefix\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($name: String!) {\n    createAccessToken(name: $name) {\n      token\n      accessToken {\n        id\n        name\n        prefix\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      id\n    }\n  }\n": types.RevokeAccessTokenDocument,
    "\n  query PendingForMe {\n    treeInvitations {\n      id\n      treeId\n      treeName\n      role\n      branch {\n        kind\n        rootName\n        steps\n      }\n      invitedBy {\n        id\n        displayName\n        profileImageUrl\n      }\n    }\n    linkRequests {\n      memberId\n      memberName\n      treeId\n      treeName\n    }\n  }\n": types.PendingForMeDocument,
    "\n  mutation RespondToTreeInvitation($id: ID!, $accept: Boolean!) {\n    respondToTreeInvitation(id: $id, accept: $accept) {\n      id\n      status\n    }\n  }\n": types.RespondToTreeInvitationDocument,
    "\n  mutation RespondToLink($memberId: ID!, $accept: Boolean!) {\n    respondToLink(memberId: $memberId, accept: $accept)\n  }\n": types.RespondToLinkDocument,
    "\n  fragment VoiceMessageFields on VoiceMessage {\n    id\n    title\n    description\n    transcript\n    isStory\n    durationSeconds\n    peaks\n    contentType\n    audioUrl\n    heard\n    recipientCount\n    createdAt\n    sender {\n      id\n      displayName\n      profileImageUrl\n    }\n    circle {\n      id\n      name\n    }\n    recipients {\n      user {\n        id\n        displayName\n      }\n      heardAt\n    }\n    viewerCan {\n      markHeard\n      delete\n    }\n  }\n": types.VoiceMessageFieldsFragmentDoc,
    "\n  query VoiceInbox($after: String) {\n    voiceInbox(after: $after, first: 20) {\n      nodes {\n        ...VoiceMessageFields\n      }\n      endCursor\n      hasMore\n    }\n    unheardVoiceMessageCount\n  }\n": types.VoiceInboxDocument,
    "\n  query SentVoiceMessages($after: String) {\n    sentVoiceMessages(after: $after, first: 20) {\n      nodes {\n        ...VoiceMessageFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n": types.SentVoiceMessagesDocument,
    "\n  query VoiceStories {\n    voiceStories(first: 50) {\n      ...VoiceMessageFields\n    }\n  }\n": types.VoiceStoriesDocument,
    "\n  query MemberVoiceStories($memberId: ID!) {\n    familyMember(id: $memberId) {\n      id\n      fullName\n    }\n    voiceStories(memberId: $memberId, first: 20) {\n      ...VoiceMessageFields\n    }\n  }\n": types.MemberVoiceStoriesDocument,
    "\n  query VoiceChoices {\n    voiceRecipientChoices {\n      id\n      displayName\n      profileImageUrl\n    }\n    circles {\n      id\n      name\n    }\n    voiceMaxSeconds\n  }\n": types.VoiceChoicesDocument,
    "\n  mutation SendVoiceMessage($input: SendVoiceMessageInput!) {\n    sendVoiceMessage(input: $input) {\n      ...VoiceMessageFields\n    }\n  }\n": types.SendVoiceMessageDocument,
    "\n  mutation MarkVoiceMessageHeard($id: ID!) {\n    markVoiceMessageHeard(id: $id) {\n      id\n      heard\n    }\n  }\n": types.MarkVoiceMessageHeardDocument,
    "\n  mutation DeleteVoiceMessage($id: ID!) {\n    deleteVoiceMessage(id: $id)\n  }\n": types.DeleteVoiceMessageDocument,
    "\n  query AccountDeletionChoices {\n    myDataExportUrl\n    accountDeletionChoices {\n      tree {\n        id\n        name\n      }\n      candidates {\n        id\n        displayName\n      }\n    }\n  }\n": types.AccountDeletionChoicesDocument,
    "\n  mutation DeleteMyAccount($input: DeleteMyAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n": types.DeleteMyAccountDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      email\n      firstName\n      lastName\n      displayName\n      profileImageUrl\n      isOnboarded\n      role\n      hasPassword\n      language\n    }\n  }\n": types.CurrentUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleChoiceTrees {\n    trees {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PeopleChoiceTrees {\n    trees {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleChoices($treeId: ID, $search: String, $first: Int!) {\n    familyMembers(treeId: $treeId, search: $search, first: $first) {\n      nodes {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  query PeopleChoices($treeId: ID, $search: String, $first: Int!) {\n    familyMembers(treeId: $treeId, search: $search, first: $first) {\n      nodes {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoiceCap {\n    voiceMaxSeconds\n  }\n"): (typeof documents)["\n  query VoiceCap {\n    voiceMaxSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AchievementFields on Achievement {\n    id\n    treeId\n    title\n    description\n    achievementType\n    date {\n      value\n      text\n    }\n    member {\n      id\n      fullName\n    }\n    photos {\n      id\n      url\n    }\n    celebrationCount\n    celebratedByViewer\n    viewerCan {\n      update\n      delete\n      celebrate\n    }\n  }\n"): (typeof documents)["\n  fragment AchievementFields on Achievement {\n    id\n    treeId\n    title\n    description\n    achievementType\n    date {\n      value\n      text\n    }\n    member {\n      id\n      fullName\n    }\n    photos {\n      id\n      url\n    }\n    celebrationCount\n    celebratedByViewer\n    viewerCan {\n      update\n      delete\n      celebrate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Achievements($achievementType: AchievementType, $first: Int, $after: String) {\n    achievements(achievementType: $achievementType, first: $first, after: $after) {\n      nodes {\n        ...AchievementFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query Achievements($achievementType: AchievementType, $first: Int, $after: String) {\n    achievements(achievementType: $achievementType, first: $first, after: $after) {\n      nodes {\n        ...AchievementFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberAchievements($memberId: ID!) {\n    familyMember(id: $memberId) {\n      id\n      fullName\n      viewerCan {\n        update\n      }\n    }\n    memberAchievements(memberId: $memberId) {\n      ...AchievementFields\n    }\n  }\n"): (typeof documents)["\n  query MemberAchievements($memberId: ID!) {\n    familyMember(id: $memberId) {\n      id\n      fullName\n      viewerCan {\n        update\n      }\n    }\n    memberAchievements(memberId: $memberId) {\n      ...AchievementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAchievement($input: RecordAchievementInput!) {\n    recordAchievement(input: $input) {\n      ...AchievementFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordAchievement($input: RecordAchievementInput!) {\n    recordAchievement(input: $input) {\n      ...AchievementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditAchievement($id: ID!, $input: EditAchievementInput!) {\n    editAchievement(id: $id, input: $input) {\n      ...AchievementFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditAchievement($id: ID!, $input: EditAchievementInput!) {\n    editAchievement(id: $id, input: $input) {\n      ...AchievementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CelebrateAchievement($id: ID!, $celebrate: Boolean) {\n    celebrateAchievement(id: $id, celebrate: $celebrate) {\n      id\n      celebrationCount\n      celebratedByViewer\n    }\n  }\n"): (typeof documents)["\n  mutation CelebrateAchievement($id: ID!, $celebrate: Boolean) {\n    celebrateAchievement(id: $id, celebrate: $celebrate) {\n      id\n      celebrationCount\n      celebratedByViewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAchievement($id: ID!) {\n    deleteAchievement(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAchievement($id: ID!) {\n    deleteAchievement(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Accounts($search: String, $first: Int) {\n    accounts(search: $search, first: $first) {\n      id\n      displayName\n      email\n      role\n      hasPassword\n      passkeyCount\n      createdAt\n      disabled\n      storageBytes\n    }\n  }\n"): (typeof documents)["\n  query Accounts($search: String, $first: Int) {\n    accounts(search: $search, first: $first) {\n      id\n      displayName\n      email\n      role\n      hasPassword\n      passkeyCount\n      createdAt\n      disabled\n      storageBytes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengeCatalogue {\n    challengeCatalogue {\n      id\n      key\n      title\n      category\n      difficulty\n      isActive\n      rewards {\n        points\n      }\n      viewerCan {\n        setActive\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChallengeCatalogue {\n    challengeCatalogue {\n      id\n      key\n      title\n      category\n      difficulty\n      isActive\n      rewards {\n        points\n      }\n      viewerCan {\n        setActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChallengeActive($id: ID!, $active: Boolean!) {\n    setChallengeActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation SetChallengeActive($id: ID!, $active: Boolean!) {\n    setChallengeActive(id: $id, active: $active) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePasswordResetLink($userId: ID!) {\n    createPasswordResetLink(userId: $userId) {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePasswordResetLink($userId: ID!) {\n    createPasswordResetLink(userId: $userId) {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServerStatus {\n    signInOptions {\n      registration\n    }\n    serverStatus {\n      version\n      startedAt\n      settings {\n        name\n        value\n      }\n      storage {\n        bytes\n        files\n      }\n      jobs {\n        waiting\n        running\n        failed\n        failedJobs {\n          id\n          task\n          attempts\n          lastError\n          failedAt\n        }\n      }\n      backupSchedule\n      backupKeep\n      backups {\n        id\n        state\n        trigger\n        size\n        files\n        error\n        createdAt\n        finishedAt\n        downloadUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServerStatus {\n    signInOptions {\n      registration\n    }\n    serverStatus {\n      version\n      startedAt\n      settings {\n        name\n        value\n      }\n      storage {\n        bytes\n        files\n      }\n      jobs {\n        waiting\n        running\n        failed\n        failedJobs {\n          id\n          task\n          attempts\n          lastError\n          failedAt\n        }\n      }\n      backupSchedule\n      backupKeep\n      backups {\n        id\n        state\n        trigger\n        size\n        files\n        error\n        createdAt\n        finishedAt\n        downloadUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRegistration($mode: Registration!) {\n    setRegistration(mode: $mode) {\n      registration\n    }\n  }\n"): (typeof documents)["\n  mutation SetRegistration($mode: Registration!) {\n    setRegistration(mode: $mode) {\n      registration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryJob($id: ID!) {\n    retryJob(id: $id)\n  }\n"): (typeof documents)["\n  mutation RetryJob($id: ID!) {\n    retryJob(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunBackup {\n    runBackup {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation RunBackup {\n    runBackup {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAccountDisabled($userId: ID!, $disabled: Boolean!) {\n    setAccountDisabled(userId: $userId, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n"): (typeof documents)["\n  mutation SetAccountDisabled($userId: ID!, $disabled: Boolean!) {\n    setAccountDisabled(userId: $userId, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnimatedTimelineTrees {\n    trees {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AnimatedTimelineTrees {\n    trees {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnimatedTimeline($treeId: ID!, $fromPersonId: ID) {\n    animatedTimeline(treeId: $treeId, fromPersonId: $fromPersonId) {\n      treeId\n      fromPersonId\n      size\n      firstYear\n      lastYear\n      undated\n      itemsTruncated\n      columns\n    }\n  }\n"): (typeof documents)["\n  query AnimatedTimeline($treeId: ID!, $fromPersonId: ID) {\n    animatedTimeline(treeId: $treeId, fromPersonId: $fromPersonId) {\n      treeId\n      fromPersonId\n      size\n      firstYear\n      lastYear\n      undated\n      itemsTruncated\n      columns\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FamilyCirclePerson on PublicUser {\n    id\n    displayName\n    firstName\n    lastName\n    profileImageUrl\n  }\n"): (typeof documents)["\n  fragment FamilyCirclePerson on PublicUser {\n    id\n    displayName\n    firstName\n    lastName\n    profileImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FamilyCirclePermissions on CirclePermissions {\n    update\n    delete\n    manageMembers\n    addMemories\n    leave\n    requestToJoin\n  }\n"): (typeof documents)["\n  fragment FamilyCirclePermissions on CirclePermissions {\n    update\n    delete\n    manageMembers\n    addMemories\n    leave\n    requestToJoin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FamilyCircleCard on Circle {\n    id\n    name\n    description\n    isPrivate\n    memberCount\n    unreadCount\n    viewerRole\n    viewerRequestedToJoin\n    viewerCan {\n      ...FamilyCirclePermissions\n    }\n    members(first: 3) {\n      role\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FamilyCircleCard on Circle {\n    id\n    name\n    description\n    isPrivate\n    memberCount\n    unreadCount\n    viewerRole\n    viewerRequestedToJoin\n    viewerCan {\n      ...FamilyCirclePermissions\n    }\n    members(first: 3) {\n      role\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FamilyCircleDetails on Circle {\n    id\n    name\n    description\n    isPrivate\n    memberCount\n    memoryCount\n    unreadCount\n    viewerRole\n    viewerRequestedToJoin\n    createdAt\n    viewerCan {\n      ...FamilyCirclePermissions\n    }\n    members(first: 200) {\n      role\n      joinedAt\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FamilyCircleDetails on Circle {\n    id\n    name\n    description\n    isPrivate\n    memberCount\n    memoryCount\n    unreadCount\n    viewerRole\n    viewerRequestedToJoin\n    createdAt\n    viewerCan {\n      ...FamilyCirclePermissions\n    }\n    members(first: 200) {\n      role\n      joinedAt\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFamilyCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      ...FamilyCircleCard\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFamilyCircle($input: CreateCircleInput!) {\n    createCircle(input: $input) {\n      ...FamilyCircleCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFamilyCircle($id: ID!, $input: UpdateCircleInput!) {\n    updateCircle(id: $id, input: $input) {\n      id\n      name\n      description\n      isPrivate\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFamilyCircle($id: ID!, $input: UpdateCircleInput!) {\n    updateCircle(id: $id, input: $input) {\n      id\n      name\n      description\n      isPrivate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFamilyCircle($id: ID!) {\n    deleteCircle(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFamilyCircle($id: ID!) {\n    deleteCircle(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveFamilyCircle($circleId: ID!) {\n    leaveCircle(circleId: $circleId)\n  }\n"): (typeof documents)["\n  mutation LeaveFamilyCircle($circleId: ID!) {\n    leaveCircle(circleId: $circleId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestToJoinFamilyCircle($circleId: ID!) {\n    requestToJoinCircle(circleId: $circleId) {\n      id\n      viewerRequestedToJoin\n      viewerCan {\n        ...FamilyCirclePermissions\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestToJoinFamilyCircle($circleId: ID!) {\n    requestToJoinCircle(circleId: $circleId) {\n      id\n      viewerRequestedToJoin\n      viewerCan {\n        ...FamilyCirclePermissions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkFamilyCircleOpened($id: ID!) {\n    markCircleOpened(id: $id) {\n      id\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkFamilyCircleOpened($id: ID!) {\n    markCircleOpened(id: $id) {\n      id\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyCircles {\n    circles {\n      ...FamilyCircleCard\n    }\n  }\n"): (typeof documents)["\n  query FamilyCircles {\n    circles {\n      ...FamilyCircleCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverableFamilyCircles {\n    discoverableCircles {\n      ...FamilyCircleCard\n    }\n  }\n"): (typeof documents)["\n  query DiscoverableFamilyCircles {\n    discoverableCircles {\n      ...FamilyCircleCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentFamilyCircles($first: Int!) {\n    recentCircles(first: $first) {\n      id\n      name\n      memberCount\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query RecentFamilyCircles($first: Int!) {\n    recentCircles(first: $first) {\n      id\n      name\n      memberCount\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyCircle($id: ID!) {\n    circle(id: $id) {\n      ...FamilyCircleDetails\n    }\n  }\n"): (typeof documents)["\n  query FamilyCircle($id: ID!) {\n    circle(id: $id) {\n      ...FamilyCircleDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyCircleJoinRequests($circleId: ID!) {\n    circleJoinRequests(circleId: $circleId) {\n      id\n      circleId\n      requestedAt\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n"): (typeof documents)["\n  query FamilyCircleJoinRequests($circleId: ID!) {\n    circleJoinRequests(circleId: $circleId) {\n      id\n      circleId\n      requestedAt\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleMemberChoices {\n    connections {\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n"): (typeof documents)["\n  query CircleMemberChoices {\n    connections {\n      user {\n        ...FamilyCirclePerson\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFamilyCircleMembers($circleId: ID!, $userIds: [ID!]!) {\n    addCircleMembers(circleId: $circleId, userIds: $userIds) {\n      ...FamilyCircleDetails\n    }\n  }\n"): (typeof documents)["\n  mutation AddFamilyCircleMembers($circleId: ID!, $userIds: [ID!]!) {\n    addCircleMembers(circleId: $circleId, userIds: $userIds) {\n      ...FamilyCircleDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFamilyCircleMember($circleId: ID!, $userId: ID!) {\n    removeCircleMember(circleId: $circleId, userId: $userId) {\n      ...FamilyCircleDetails\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFamilyCircleMember($circleId: ID!, $userId: ID!) {\n    removeCircleMember(circleId: $circleId, userId: $userId) {\n      ...FamilyCircleDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RespondToFamilyCircleJoinRequest($id: ID!, $accept: Boolean!) {\n    respondToCircleJoinRequest(id: $id, accept: $accept) {\n      ...FamilyCircleDetails\n    }\n  }\n"): (typeof documents)["\n  mutation RespondToFamilyCircleJoinRequest($id: ID!, $accept: Boolean!) {\n    respondToCircleJoinRequest(id: $id, accept: $accept) {\n      ...FamilyCircleDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodaysMomentCard {\n    dailyMoment {\n      id\n      treeId\n      answerCount\n      prompt {\n        id\n        text\n      }\n      viewerAnswer {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query TodaysMomentCard {\n    dailyMoment {\n      id\n      treeId\n      answerCount\n      prompt {\n        id\n        text\n      }\n      viewerAnswer {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MomentAnswerFields on PromptResponse {\n    id\n    day\n    response\n    photoUrl\n    audioUrl\n    likes\n    likedByViewer\n    createdAt\n    updatedAt\n    author {\n      id\n      displayName\n      profileImageUrl\n    }\n    viewerCan {\n      update\n      delete\n      like\n    }\n  }\n"): (typeof documents)["\n  fragment MomentAnswerFields on PromptResponse {\n    id\n    day\n    response\n    photoUrl\n    audioUrl\n    likes\n    likedByViewer\n    createdAt\n    updatedAt\n    author {\n      id\n      displayName\n      profileImageUrl\n    }\n    viewerCan {\n      update\n      delete\n      like\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MomentFields on DailyMoment {\n    id\n    treeId\n    day\n    isToday\n    skipped\n    answerCount\n    prompt {\n      id\n      text\n      promptType\n      fromFamily\n      author {\n        id\n        displayName\n      }\n    }\n    answers {\n      ...MomentAnswerFields\n    }\n    viewerAnswer {\n      id\n      response\n      photoUrl\n      audioUrl\n    }\n    viewerCan {\n      answer\n      skip\n    }\n  }\n"): (typeof documents)["\n  fragment MomentFields on DailyMoment {\n    id\n    treeId\n    day\n    isToday\n    skipped\n    answerCount\n    prompt {\n      id\n      text\n      promptType\n      fromFamily\n      author {\n        id\n        displayName\n      }\n    }\n    answers {\n      ...MomentAnswerFields\n    }\n    viewerAnswer {\n      id\n      response\n      photoUrl\n      audioUrl\n    }\n    viewerCan {\n      answer\n      skip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodaysMoment($treeId: ID) {\n    dailyMoment(treeId: $treeId) {\n      ...MomentFields\n    }\n    trees {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query TodaysMoment($treeId: ID) {\n    dailyMoment(treeId: $treeId) {\n      ...MomentFields\n    }\n    trees {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MomentStreak($treeId: ID!) {\n    momentStreak(treeId: $treeId)\n  }\n"): (typeof documents)["\n  query MomentStreak($treeId: ID!) {\n    momentStreak(treeId: $treeId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EarlierMoments($treeId: ID!, $after: String, $first: Int) {\n    dailyMoments(treeId: $treeId, after: $after, first: $first) {\n      nodes {\n        ...MomentFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query EarlierMoments($treeId: ID!, $after: String, $first: Int) {\n    dailyMoments(treeId: $treeId, after: $after, first: $first) {\n      nodes {\n        ...MomentFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyPromptQueue($treeId: ID!) {\n    familyPromptQueue(treeId: $treeId) {\n      id\n      text\n      promptType\n      author {\n        id\n        displayName\n      }\n      viewerCan {\n        withdraw\n      }\n    }\n  }\n"): (typeof documents)["\n  query FamilyPromptQueue($treeId: ID!) {\n    familyPromptQueue(treeId: $treeId) {\n      id\n      text\n      promptType\n      author {\n        id\n        displayName\n      }\n      viewerCan {\n        withdraw\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerDailyMoment($input: AnswerDailyMomentInput!) {\n    answerDailyMoment(input: $input) {\n      ...MomentAnswerFields\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerDailyMoment($input: AnswerDailyMomentInput!) {\n    answerDailyMoment(input: $input) {\n      ...MomentAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeMomentAnswer($id: ID!, $like: Boolean) {\n    likeMomentAnswer(id: $id, like: $like) {\n      id\n      likes\n      likedByViewer\n    }\n  }\n"): (typeof documents)["\n  mutation LikeMomentAnswer($id: ID!, $like: Boolean) {\n    likeMomentAnswer(id: $id, like: $like) {\n      id\n      likes\n      likedByViewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMomentAnswer($id: ID!) {\n    deleteMomentAnswer(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMomentAnswer($id: ID!) {\n    deleteMomentAnswer(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipDailyMoment($id: ID!) {\n    skipDailyMoment(id: $id) {\n      ...MomentFields\n    }\n  }\n"): (typeof documents)["\n  mutation SkipDailyMoment($id: ID!) {\n    skipDailyMoment(id: $id) {\n      ...MomentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFamilyPrompt($input: AddFamilyPromptInput!) {\n    addFamilyPrompt(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddFamilyPrompt($input: AddFamilyPromptInput!) {\n    addFamilyPrompt(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawFamilyPrompt($id: ID!) {\n    withdrawFamilyPrompt(id: $id)\n  }\n"): (typeof documents)["\n  mutation WithdrawFamilyPrompt($id: ID!) {\n    withdrawFamilyPrompt(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MomentBook($treeId: ID!, $userId: ID!) {\n    momentBook(treeId: $treeId, userId: $userId) {\n      treeName\n      author {\n        id\n        displayName\n      }\n      answers {\n        id\n        day\n        response\n        photoUrl\n        prompt {\n          id\n          text\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MomentBook($treeId: ID!, $userId: ID!) {\n    momentBook(treeId: $treeId, userId: $userId) {\n      treeName\n      author {\n        id\n        displayName\n      }\n      answers {\n        id\n        day\n        response\n        photoUrl\n        prompt {\n          id\n          text\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($activityCount: Int!) {\n    me {\n      id\n      firstName\n      displayName\n    }\n    familyStats {\n      memberCount\n      memoryCount\n      storyCount\n      upcomingEventCount\n      relationshipCount\n      connectionCount\n      daysSinceJoined\n    }\n    recentActivity(first: $activityCount) {\n      id\n      kind\n      summary\n      treeId\n      memberId\n      link\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Dashboard($activityCount: Int!) {\n    me {\n      id\n      firstName\n      displayName\n    }\n    familyStats {\n      memberCount\n      memoryCount\n      storyCount\n      upcomingEventCount\n      relationshipCount\n      connectionCount\n      daysSinceJoined\n    }\n    recentActivity(first: $activityCount) {\n      id\n      kind\n      summary\n      treeId\n      memberId\n      link\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RewardsCard {\n    myRewards {\n      level\n      totalPoints\n      currentStreak\n      challengesCompleted\n      badges {\n        badge {\n          key\n          name\n          imageUrl\n        }\n        earnedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query RewardsCard {\n    myRewards {\n      level\n      totalPoints\n      currentStreak\n      challengesCompleted\n      badges {\n        badge {\n          key\n          name\n          imageUrl\n        }\n        earnedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChallengeRewardsFields on ChallengeRewards {\n    points\n    experience\n    badge {\n      key\n      name\n      imageUrl\n    }\n    unlocks\n  }\n"): (typeof documents)["\n  fragment ChallengeRewardsFields on ChallengeRewards {\n    points\n    experience\n    badge {\n      key\n      name\n      imageUrl\n    }\n    unlocks\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChallengeProgressFields on ChallengeProgress {\n    id\n    challengeId\n    status\n    percent\n    count\n    target\n    remainingText\n    startedAt\n    deadline\n    completedAt\n    rewardsEarned {\n      ...ChallengeRewardsFields\n    }\n  }\n"): (typeof documents)["\n  fragment ChallengeProgressFields on ChallengeProgress {\n    id\n    challengeId\n    status\n    percent\n    count\n    target\n    remainingText\n    startedAt\n    deadline\n    completedAt\n    rewardsEarned {\n      ...ChallengeRewardsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DiscoveryChallengeFields on DiscoveryChallenge {\n    id\n    key\n    title\n    description\n    challengeType\n    difficulty\n    category\n    requirement {\n      text\n    }\n    rewards {\n      ...ChallengeRewardsFields\n    }\n    isActive\n    timeLimitDays\n    treeId\n    treeName\n    viewerProgress {\n      ...ChallengeProgressFields\n    }\n    claim {\n      claimedBy {\n        id\n        displayName\n      }\n      claimedAt\n      confirmedBy {\n        id\n        displayName\n      }\n      confirmedAt\n    }\n    viewerCan {\n      join\n      leave\n      claim\n      confirm\n      setActive\n    }\n  }\n"): (typeof documents)["\n  fragment DiscoveryChallengeFields on DiscoveryChallenge {\n    id\n    key\n    title\n    description\n    challengeType\n    difficulty\n    category\n    requirement {\n      text\n    }\n    rewards {\n      ...ChallengeRewardsFields\n    }\n    isActive\n    timeLimitDays\n    treeId\n    treeName\n    viewerProgress {\n      ...ChallengeProgressFields\n    }\n    claim {\n      claimedBy {\n        id\n        displayName\n      }\n      claimedAt\n      confirmedBy {\n        id\n        displayName\n      }\n      confirmedAt\n    }\n    viewerCan {\n      join\n      leave\n      claim\n      confirm\n      setActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoveryChallenges {\n    discoveryChallenges {\n      ...DiscoveryChallengeFields\n    }\n  }\n"): (typeof documents)["\n  query DiscoveryChallenges {\n    discoveryChallenges {\n      ...DiscoveryChallengeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengeTrees {\n    trees {\n      id\n      name\n      viewerRole\n    }\n  }\n"): (typeof documents)["\n  query ChallengeTrees {\n    trees {\n      id\n      name\n      viewerRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengeSeasons {\n    challengeSeasons {\n      id\n      startsOn\n      endsOn\n      current\n    }\n  }\n"): (typeof documents)["\n  query ChallengeSeasons {\n    challengeSeasons {\n      id\n      startsOn\n      endsOn\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaderboardEntryFields on LeaderboardEntry {\n    rank\n    user {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    score\n    challengesCompleted\n    completionSeconds\n    reachedAt\n    isViewer\n  }\n"): (typeof documents)["\n  fragment LeaderboardEntryFields on LeaderboardEntry {\n    rank\n    user {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    score\n    challengesCompleted\n    completionSeconds\n    reachedAt\n    isViewer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengeLeaderboard($seasonId: String, $first: Int) {\n    challengeLeaderboard(seasonId: $seasonId, first: $first) {\n      season {\n        id\n        startsOn\n        endsOn\n        current\n      }\n      entries {\n        ...LeaderboardEntryFields\n      }\n      viewerEntry {\n        ...LeaderboardEntryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChallengeLeaderboard($seasonId: String, $first: Int) {\n    challengeLeaderboard(seasonId: $seasonId, first: $first) {\n      season {\n        id\n        startsOn\n        endsOn\n        current\n      }\n      entries {\n        ...LeaderboardEntryFields\n      }\n      viewerEntry {\n        ...LeaderboardEntryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinChallenge($id: ID!) {\n    joinChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n"): (typeof documents)["\n  mutation JoinChallenge($id: ID!) {\n    joinChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveChallenge($id: ID!) {\n    leaveChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveChallenge($id: ID!) {\n    leaveChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimFamilyChallenge($id: ID!) {\n    claimFamilyChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimFamilyChallenge($id: ID!) {\n    claimFamilyChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmFamilyChallenge($id: ID!) {\n    confirmFamilyChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmFamilyChallenge($id: ID!) {\n    confirmFamilyChallenge(id: $id) {\n      ...DiscoveryChallengeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFamilyChallenge($input: CreateFamilyChallengeInput!) {\n    createFamilyChallenge(input: $input) {\n      ...DiscoveryChallengeFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFamilyChallenge($input: CreateFamilyChallengeInput!) {\n    createFamilyChallenge(input: $input) {\n      ...DiscoveryChallengeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChallengeViewerProgress on DiscoveryChallenge {\n    id\n    title\n    rewards {\n      ...ChallengeRewardsFields\n    }\n    viewerProgress {\n      ...ChallengeProgressFields\n    }\n  }\n"): (typeof documents)["\n  fragment ChallengeViewerProgress on DiscoveryChallenge {\n    id\n    title\n    rewards {\n      ...ChallengeRewardsFields\n    }\n    viewerProgress {\n      ...ChallengeProgressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChallengeProgressChanged {\n    challengeProgressChanged {\n      ...ChallengeProgressFields\n    }\n  }\n"): (typeof documents)["\n  subscription ChallengeProgressChanged {\n    challengeProgressChanged {\n      ...ChallengeProgressFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRewardsFields on UserRewards {\n    totalPoints\n    level\n    experience\n    levelStartsAt\n    nextLevelAt\n    badges {\n      badge {\n        key\n        name\n        imageUrl\n      }\n      earnedAt\n    }\n    currentStreak\n    longestStreak\n    unlockedFeatures\n    onLeaderboard\n    challengesCompleted\n  }\n"): (typeof documents)["\n  fragment UserRewardsFields on UserRewards {\n    totalPoints\n    level\n    experience\n    levelStartsAt\n    nextLevelAt\n    badges {\n      badge {\n        key\n        name\n        imageUrl\n      }\n      earnedAt\n    }\n    currentStreak\n    longestStreak\n    unlockedFeatures\n    onLeaderboard\n    challengesCompleted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRewards {\n    myRewards {\n      ...UserRewardsFields\n    }\n  }\n"): (typeof documents)["\n  query MyRewards {\n    myRewards {\n      ...UserRewardsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLeaderboardVisibility($visible: Boolean!) {\n    setLeaderboardVisibility(visible: $visible) {\n      ...UserRewardsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetLeaderboardVisibility($visible: Boolean!) {\n    setLeaderboardVisibility(visible: $visible) {\n      ...UserRewardsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Heritage($level: HeritageLevel!) {\n    heritage(level: $level) {\n      person {\n        id\n        fullName\n        isSelf\n      }\n      generations {\n        generation\n        expected\n        known\n        withPlace\n        places {\n          name\n          count\n          share\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Heritage($level: HeritageLevel!) {\n    heritage(level: $level) {\n      person {\n        id\n        fullName\n        isSelf\n      }\n      generations {\n        generation\n        expected\n        known\n        withPlace\n        places {\n          name\n          count\n          share\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DnaConsentFields on DnaMatchConsent {\n    id\n    createdAt\n    withUser {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    tree {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment DnaConsentFields on DnaMatchConsent {\n    id\n    createdAt\n    withUser {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    tree {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DnaMatchRowFields on DnaMatch {\n    id\n    matchedUser {\n      id\n      displayName\n    }\n    matchedPerson {\n      id\n      fullName\n    }\n    matchedProvider\n    totalCm\n    segmentCount\n    largestCm\n    endogamy {\n      flagged\n    }\n    predictions {\n      probability\n      relationships {\n        label\n      }\n    }\n    treeCheck {\n      fits\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment DnaMatchRowFields on DnaMatch {\n    id\n    matchedUser {\n      id\n      displayName\n    }\n    matchedPerson {\n      id\n      fullName\n    }\n    matchedProvider\n    totalCm\n    segmentCount\n    largestCm\n    endogamy {\n      flagged\n    }\n    predictions {\n      probability\n      relationships {\n        label\n      }\n    }\n    treeCheck {\n      fits\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DnaKitPage($id: ID!) {\n    dnaKit(id: $id) {\n      ...DnaKitFields\n      matchConsents {\n        ...DnaConsentFields\n      }\n      matches {\n        ...DnaMatchRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DnaKitPage($id: ID!) {\n    dnaKit(id: $id) {\n      ...DnaKitFields\n      matchConsents {\n        ...DnaConsentFields\n      }\n      matches {\n        ...DnaMatchRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DnaConsentChoices {\n    dnaMatchChoices {\n      id\n      displayName\n    }\n    trees {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query DnaConsentChoices {\n    dnaMatchChoices {\n      id\n      displayName\n    }\n    trees {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgreeToDnaMatch($input: AgreeToDnaMatchInput!) {\n    agreeToDnaMatch(input: $input) {\n      ...DnaKitFields\n      matchConsents {\n        ...DnaConsentFields\n      }\n      matches {\n        ...DnaMatchRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AgreeToDnaMatch($input: AgreeToDnaMatchInput!) {\n    agreeToDnaMatch(input: $input) {\n      ...DnaKitFields\n      matchConsents {\n        ...DnaConsentFields\n      }\n      matches {\n        ...DnaMatchRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawDnaMatchConsent($id: ID!) {\n    withdrawDnaMatchConsent(id: $id) {\n      ...DnaKitFields\n      matchConsents {\n        ...DnaConsentFields\n      }\n      matches {\n        ...DnaMatchRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawDnaMatchConsent($id: ID!) {\n    withdrawDnaMatchConsent(id: $id) {\n      ...DnaKitFields\n      matchConsents {\n        ...DnaConsentFields\n      }\n      matches {\n        ...DnaMatchRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DnaKitFields on DnaKit {\n    id\n    provider\n    fileVersion\n    markers\n    noCalls\n    inferredSex\n    ofRelative\n    relativeConsentAt\n    createdAt\n    person {\n      id\n      fullName\n    }\n    viewerCan {\n      delete\n    }\n    matchingStatus\n    comparedCount\n    compareTotal\n    lastSynced\n  }\n"): (typeof documents)["\n  fragment DnaKitFields on DnaKit {\n    id\n    provider\n    fileVersion\n    markers\n    noCalls\n    inferredSex\n    ofRelative\n    relativeConsentAt\n    createdAt\n    person {\n      id\n      fullName\n    }\n    viewerCan {\n      delete\n    }\n    matchingStatus\n    comparedCount\n    compareTotal\n    lastSynced\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDnaKits {\n    myDnaKits {\n      ...DnaKitFields\n      matches {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyDnaKits {\n    myDnaKits {\n      ...DnaKitFields\n      matches {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDnaKit($id: ID!) {\n    deleteDnaKit(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDnaKit($id: ID!) {\n    deleteDnaKit(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DnaOwnPerson {\n    heritage(level: country) {\n      person {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  query DnaOwnPerson {\n    heritage(level: country) {\n      person {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DnaCandidateFields on DnaRelationshipCandidate {\n    key\n    label\n    probability\n    meanCm\n    lowCm\n    highCm\n  }\n"): (typeof documents)["\n  fragment DnaCandidateFields on DnaRelationshipCandidate {\n    key\n    label\n    probability\n    meanCm\n    lowCm\n    highCm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DnaMatchPage($id: ID!, $kitId: ID) {\n    dnaMatch(id: $id, kitId: $kitId) {\n      id\n      kit {\n        id\n        provider\n        fileVersion\n        person {\n          id\n          fullName\n        }\n        matches {\n          id\n          matchedUser {\n            id\n            displayName\n          }\n          matchedPerson {\n            id\n            fullName\n          }\n          totalCm\n        }\n      }\n      matchedUser {\n        id\n        displayName\n      }\n      matchedPerson {\n        id\n        fullName\n      }\n      matchedProvider\n      overlapMarkers\n      totalCm\n      segmentCount\n      largestCm\n      fullyIdenticalCm\n      segments {\n        chromosome\n        startBp\n        endBp\n        startCm\n        endCm\n        cM\n        markers\n        kind\n      }\n      x {\n        totalCm\n        segmentCount\n        largestCm\n      }\n      endogamy {\n        flagged\n        smallSegmentCount\n        smallSegmentCm\n      }\n      thresholds {\n        minCm\n        minMarkers\n      }\n      predictions {\n        probability\n        relationships {\n          ...DnaCandidateFields\n        }\n      }\n      treeCheck {\n        tree {\n          id\n          name\n        }\n        relationship\n        label\n        expectedCm\n        lowCm\n        highCm\n        fits\n        summary\n      }\n      computedAt\n    }\n  }\n"): (typeof documents)["\n  query DnaMatchPage($id: ID!, $kitId: ID) {\n    dnaMatch(id: $id, kitId: $kitId) {\n      id\n      kit {\n        id\n        provider\n        fileVersion\n        person {\n          id\n          fullName\n        }\n        matches {\n          id\n          matchedUser {\n            id\n            displayName\n          }\n          matchedPerson {\n            id\n            fullName\n          }\n          totalCm\n        }\n      }\n      matchedUser {\n        id\n        displayName\n      }\n      matchedPerson {\n        id\n        fullName\n      }\n      matchedProvider\n      overlapMarkers\n      totalCm\n      segmentCount\n      largestCm\n      fullyIdenticalCm\n      segments {\n        chromosome\n        startBp\n        endBp\n        startCm\n        endCm\n        cM\n        markers\n        kind\n      }\n      x {\n        totalCm\n        segmentCount\n        largestCm\n      }\n      endogamy {\n        flagged\n        smallSegmentCount\n        smallSegmentCm\n      }\n      thresholds {\n        minCm\n        minMarkers\n      }\n      predictions {\n        probability\n        relationships {\n          ...DnaCandidateFields\n        }\n      }\n      treeCheck {\n        tree {\n          id\n          name\n        }\n        relationship\n        label\n        expectedCm\n        lowCm\n        highCm\n        fits\n        summary\n      }\n      computedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DnaChromosomes {\n    dnaChromosomes {\n      number\n      name\n      lengthBp\n      lengthCm\n    }\n  }\n"): (typeof documents)["\n  query DnaChromosomes {\n    dnaChromosomes {\n      number\n      name\n      lengthBp\n      lengthCm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DnaTriangulation($kitId: ID!, $matchIds: [ID!]!) {\n    dnaTriangulation(kitId: $kitId, matchIds: $matchIds) {\n      comparedWithEachOther\n      segments {\n        chromosome\n        startBp\n        endBp\n        cM\n        confirmed\n      }\n    }\n  }\n"): (typeof documents)["\n  query DnaTriangulation($kitId: ID!, $matchIds: [ID!]!) {\n    dnaTriangulation(kitId: $kitId, matchIds: $matchIds) {\n      comparedWithEachOther\n      segments {\n        chromosome\n        startBp\n        endBp\n        cM\n        confirmed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventPersonFields on PublicUser {\n    id\n    displayName\n    firstName\n    lastName\n    profileImageUrl\n  }\n"): (typeof documents)["\n  fragment EventPersonFields on PublicUser {\n    id\n    displayName\n    firstName\n    lastName\n    profileImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCardFields on FamilyEvent {\n    id\n    title\n    eventType\n    startsAt\n    endsAt\n    timeZone\n    allDay\n    location\n    isPrivate\n    cancelledAt\n    viewerResponse\n    rsvpCounts {\n      going\n      maybe\n      notGoing\n      noAnswer\n    }\n  }\n"): (typeof documents)["\n  fragment EventCardFields on FamilyEvent {\n    id\n    title\n    eventType\n    startsAt\n    endsAt\n    timeZone\n    allDay\n    location\n    isPrivate\n    cancelledAt\n    viewerResponse\n    rsvpCounts {\n      going\n      maybe\n      notGoing\n      noAnswer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventDetailsFields on FamilyEvent {\n    ...EventCardFields\n    address\n    description\n    icsUrl\n    createdAt\n    organizer {\n      ...EventPersonFields\n    }\n    photos {\n      id\n      title\n      kind\n      thumbnailUrl\n    }\n    invitees {\n      response\n      respondedAt\n      user {\n        ...EventPersonFields\n      }\n    }\n    viewerCan {\n      update\n      cancel\n      invite\n      rsvp\n    }\n  }\n"): (typeof documents)["\n  fragment EventDetailsFields on FamilyEvent {\n    ...EventCardFields\n    address\n    description\n    icsUrl\n    createdAt\n    organizer {\n      ...EventPersonFields\n    }\n    photos {\n      id\n      title\n      kind\n      thumbnailUrl\n    }\n    invitees {\n      response\n      respondedAt\n      user {\n        ...EventPersonFields\n      }\n    }\n    viewerCan {\n      update\n      cancel\n      invite\n      rsvp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFamilyEvent($input: CreateFamilyEventInput!) {\n    createFamilyEvent(input: $input) {\n      ...EventDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFamilyEvent($input: CreateFamilyEventInput!) {\n    createFamilyEvent(input: $input) {\n      ...EventDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFamilyEvent($id: ID!, $input: UpdateFamilyEventInput!) {\n    updateFamilyEvent(id: $id, input: $input) {\n      ...EventDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFamilyEvent($id: ID!, $input: UpdateFamilyEventInput!) {\n    updateFamilyEvent(id: $id, input: $input) {\n      ...EventDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelFamilyEvent($id: ID!) {\n    cancelFamilyEvent(id: $id) {\n      ...EventDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelFamilyEvent($id: ID!) {\n    cancelFamilyEvent(id: $id) {\n      ...EventDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToFamilyEvent($id: ID!, $input: InviteToFamilyEventInput!) {\n    inviteToFamilyEvent(id: $id, input: $input) {\n      ...EventDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToFamilyEvent($id: ID!, $input: InviteToFamilyEventInput!) {\n    inviteToFamilyEvent(id: $id, input: $input) {\n      ...EventDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RsvpFamilyEvent($id: ID!, $response: RsvpResponse!) {\n    rsvpFamilyEvent(id: $id, response: $response) {\n      ...EventDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation RsvpFamilyEvent($id: ID!, $response: RsvpResponse!) {\n    rsvpFamilyEvent(id: $id, response: $response) {\n      ...EventDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyEvents($when: FamilyEventWhen!, $after: String, $first: Int!) {\n    familyEvents(when: $when, after: $after, first: $first) {\n      nodes {\n        ...EventCardFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query FamilyEvents($when: FamilyEventWhen!, $after: String, $first: Int!) {\n    familyEvents(when: $when, after: $after, first: $first) {\n      nodes {\n        ...EventCardFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyEvent($id: ID!) {\n    familyEvent(id: $id) {\n      ...EventDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query FamilyEvent($id: ID!) {\n    familyEvent(id: $id) {\n      ...EventDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingFamilyEvents($first: Int!) {\n    upcomingEvents(first: $first) {\n      ...EventCardFields\n    }\n  }\n"): (typeof documents)["\n  query UpcomingFamilyEvents($first: Int!) {\n    upcomingEvents(first: $first) {\n      ...EventCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    calendarFeed {\n      url\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed {\n    calendarFeed {\n      url\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventInviteChoices {\n    connections {\n      user {\n        ...EventPersonFields\n      }\n    }\n    circles {\n      id\n      name\n      memberCount\n    }\n    trees {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query EventInviteChoices {\n    connections {\n      user {\n        ...EventPersonFields\n      }\n    }\n    circles {\n      id\n      name\n      memberCount\n    }\n    trees {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPhotoChoices($after: String, $first: Int!) {\n    memories(after: $after, first: $first) {\n      nodes {\n        id\n        title\n        kind\n        thumbnailUrl\n      }\n      endCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query EventPhotoChoices($after: String, $first: Int!) {\n    memories(after: $after, first: $first) {\n      nodes {\n        id\n        title\n        kind\n        thumbnailUrl\n      }\n      endCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFamilyMember($input: AddFamilyMemberInput!) {\n    addFamilyMember(input: $input) {\n      member {\n        id\n        fullName\n      }\n      relationships {\n        id\n        kind\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddFamilyMember($input: AddFamilyMemberInput!) {\n    addFamilyMember(input: $input) {\n      member {\n        id\n        fullName\n      }\n      relationships {\n        id\n        kind\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberOptions($treeId: ID, $search: String, $first: Int!) {\n    familyMembers(treeId: $treeId, search: $search, first: $first) {\n      totalCount\n      nodes {\n        id\n        fullName\n        firstName\n        lastName\n        dateOfBirth\n        profilePictureUrl\n        isSelf\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberOptions($treeId: ID, $search: String, $first: Int!) {\n    familyMembers(treeId: $treeId, search: $search, first: $first) {\n      totalCount\n      nodes {\n        id\n        fullName\n        firstName\n        lastName\n        dateOfBirth\n        profilePictureUrl\n        isSelf\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TreeChartStyle {\n    myRewards {\n      chartStyle\n      unlockedFeatures\n    }\n  }\n"): (typeof documents)["\n  query TreeChartStyle {\n    myRewards {\n      chartStyle\n      unlockedFeatures\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseTreeChartStyle($style: ChartStyle!) {\n    chooseChartStyle(style: $style) {\n      chartStyle\n      unlockedFeatures\n    }\n  }\n"): (typeof documents)["\n  mutation ChooseTreeChartStyle($style: ChartStyle!) {\n    chooseChartStyle(style: $style) {\n      chartStyle\n      unlockedFeatures\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyTreeStats($treeId: ID) {\n    familyStats(treeId: $treeId) {\n      memberCount\n      memoryCount\n      relationshipCount\n      connectionCount\n    }\n  }\n"): (typeof documents)["\n  query FamilyTreeStats($treeId: ID) {\n    familyStats(treeId: $treeId) {\n      memberCount\n      memoryCount\n      relationshipCount\n      connectionCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyTree($treeId: ID, $focusId: ID, $generationsUp: Int!, $generationsDown: Int!) {\n    familyTree(treeId: $treeId, focusId: $focusId, generationsUp: $generationsUp, generationsDown: $generationsDown) {\n      treeId\n      focusId\n      hasMoreAbove\n      hasMoreBelow\n      nodes {\n        id\n        generation\n        firstName\n        lastName\n        dateOfBirth\n        dateOfDeath\n        birth {\n          value\n          earliest\n        }\n        death {\n          value\n        }\n        gender\n        isAlive\n        isSelf\n        isLiving\n        detailsHidden\n        profilePictureUrl\n      }\n      edges {\n        id\n        kind\n        fromId\n        toId\n        partnerKind\n      }\n    }\n  }\n"): (typeof documents)["\n  query FamilyTree($treeId: ID, $focusId: ID, $generationsUp: Int!, $generationsDown: Int!) {\n    familyTree(treeId: $treeId, focusId: $focusId, generationsUp: $generationsUp, generationsDown: $generationsDown) {\n      treeId\n      focusId\n      hasMoreAbove\n      hasMoreBelow\n      nodes {\n        id\n        generation\n        firstName\n        lastName\n        dateOfBirth\n        dateOfDeath\n        birth {\n          value\n          earliest\n        }\n        death {\n          value\n        }\n        gender\n        isAlive\n        isSelf\n        isLiving\n        detailsHidden\n        profilePictureUrl\n      }\n      edges {\n        id\n        kind\n        fromId\n        toId\n        partnerKind\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyTreeColumns($treeId: ID, $focusId: ID, $generationsUp: Int!, $generationsDown: Int!) {\n    familyTreeColumns(treeId: $treeId, focusId: $focusId, generationsUp: $generationsUp, generationsDown: $generationsDown) {\n      treeId\n      focusId\n      size\n      hasMoreAbove\n      hasMoreBelow\n      columns\n    }\n  }\n"): (typeof documents)["\n  query FamilyTreeColumns($treeId: ID, $focusId: ID, $generationsUp: Int!, $generationsDown: Int!) {\n    familyTreeColumns(treeId: $treeId, focusId: $focusId, generationsUp: $generationsUp, generationsDown: $generationsDown) {\n      treeId\n      focusId\n      size\n      hasMoreAbove\n      hasMoreBelow\n      columns\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkCandidates($treeId: ID!) {\n    tree(id: $treeId) {\n      id\n      access {\n        id\n        status\n        user {\n          id\n          displayName\n        }\n      }\n    }\n    connections {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query LinkCandidates($treeId: ID!) {\n    tree(id: $treeId) {\n      id\n      access {\n        id\n        status\n        user {\n          id\n          displayName\n        }\n      }\n    }\n    connections {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkMemberToUser($memberId: ID!, $userId: ID!) {\n    linkMemberToUser(memberId: $memberId, userId: $userId) {\n      ...MemberDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation LinkMemberToUser($memberId: ID!, $userId: ID!) {\n    linkMemberToUser(memberId: $memberId, userId: $userId) {\n      ...MemberDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkMember($memberId: ID!) {\n    unlinkMember(memberId: $memberId) {\n      ...MemberDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnlinkMember($memberId: ID!) {\n    unlinkMember(memberId: $memberId) {\n      ...MemberDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRelationship($input: AddRelationshipInput!) {\n    addRelationship(input: $input) {\n      id\n      kind\n      fromId\n      toId\n      partnerKind\n    }\n  }\n"): (typeof documents)["\n  mutation AddRelationship($input: AddRelationshipInput!) {\n    addRelationship(input: $input) {\n      id\n      kind\n      fromId\n      toId\n      partnerKind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFamilyMember($id: ID!) {\n    deleteFamilyMember(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFamilyMember($id: ID!) {\n    deleteFamilyMember(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyMemberDetails($id: ID!) {\n    familyMember(id: $id) {\n      ...MemberDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query FamilyMemberDetails($id: ID!) {\n    familyMember(id: $id) {\n      ...MemberDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberDetailsFields on FamilyMember {\n    id\n    firstName\n    lastName\n    fullName\n    dateOfBirth\n    dateOfDeath\n    birth {\n      value\n      text\n    }\n    death {\n      value\n      text\n    }\n    birthPlace\n    deathPlace\n    otherNames\n    christening {\n      date {\n        value\n        text\n      }\n      place\n    }\n    burial {\n      date {\n        value\n        text\n      }\n      place\n    }\n    occupation\n    profilePictureUrl\n    bio\n    gender\n    isAlive\n    isSelf\n    isLiving\n    detailsHidden\n    treeId\n    linkedUserId\n    linkConfirmed\n    mirrorsProfile\n    linkedUser {\n      id\n      displayName\n    }\n    viewerCan {\n      update\n      rename\n      relate\n      delete\n      link\n    }\n  }\n"): (typeof documents)["\n  fragment MemberDetailsFields on FamilyMember {\n    id\n    firstName\n    lastName\n    fullName\n    dateOfBirth\n    dateOfDeath\n    birth {\n      value\n      text\n    }\n    death {\n      value\n      text\n    }\n    birthPlace\n    deathPlace\n    otherNames\n    christening {\n      date {\n        value\n        text\n      }\n      place\n    }\n    burial {\n      date {\n        value\n        text\n      }\n      place\n    }\n    occupation\n    profilePictureUrl\n    bio\n    gender\n    isAlive\n    isSelf\n    isLiving\n    detailsHidden\n    treeId\n    linkedUserId\n    linkConfirmed\n    mirrorsProfile\n    linkedUser {\n      id\n      displayName\n    }\n    viewerCan {\n      update\n      rename\n      relate\n      delete\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelationshipBetween($fromId: ID!, $toId: ID!) {\n    relationshipBetween(fromId: $fromId, toId: $toId) {\n      description\n      relation\n      related\n      path {\n        via\n        member {\n          id\n          firstName\n          lastName\n          fullName\n          profilePictureUrl\n          isSelf\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RelationshipBetween($fromId: ID!, $toId: ID!) {\n    relationshipBetween(fromId: $fromId, toId: $toId) {\n      description\n      relation\n      related\n      path {\n        via\n        member {\n          id\n          firstName\n          lastName\n          fullName\n          profilePictureUrl\n          isSelf\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberRelationships($memberId: ID!) {\n    relationships(memberId: $memberId) {\n      id\n      kind\n      fromId\n      toId\n      partnerKind\n      start {\n        value\n        text\n      }\n      startPlace\n      end {\n        value\n        text\n      }\n      pedigree\n    }\n  }\n"): (typeof documents)["\n  query MemberRelationships($memberId: ID!) {\n    relationships(memberId: $memberId) {\n      id\n      kind\n      fromId\n      toId\n      partnerKind\n      start {\n        value\n        text\n      }\n      startPlace\n      end {\n        value\n        text\n      }\n      pedigree\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelativeName($id: ID!) {\n    familyMember(id: $id) {\n      id\n      fullName\n      isSelf\n    }\n  }\n"): (typeof documents)["\n  query RelativeName($id: ID!) {\n    familyMember(id: $id) {\n      id\n      fullName\n      isSelf\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRelationship($id: ID!) {\n    removeRelationship(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveRelationship($id: ID!) {\n    removeRelationship(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!) {\n    updateFamilyMember(id: $id, input: $input) {\n      ...MemberDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!) {\n    updateFamilyMember(id: $id, input: $input) {\n      ...MemberDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListedPersonFields on FamilyMember {\n    id\n    firstName\n    lastName\n    dateOfBirth\n    dateOfDeath\n    birth {\n      value\n    }\n    death {\n      value\n    }\n    isAlive\n    isSelf\n    profilePictureUrl\n  }\n"): (typeof documents)["\n  fragment ListedPersonFields on FamilyMember {\n    id\n    firstName\n    lastName\n    dateOfBirth\n    dateOfDeath\n    birth {\n      value\n    }\n    death {\n      value\n    }\n    isAlive\n    isSelf\n    profilePictureUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TreePeople($treeId: ID, $search: String, $first: Int!, $offset: Int!, $orderBy: MemberOrder) {\n    familyMembers(treeId: $treeId, search: $search, first: $first, offset: $offset, orderBy: $orderBy) {\n      totalCount\n      nodes {\n        ...ListedPersonFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TreePeople($treeId: ID, $search: String, $first: Int!, $offset: Int!, $orderBy: MemberOrder) {\n    familyMembers(treeId: $treeId, search: $search, first: $first, offset: $offset, orderBy: $orderBy) {\n      totalCount\n      nodes {\n        ...ListedPersonFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnplacedMembers($treeId: ID!) {\n    unplacedMembers(treeId: $treeId) {\n      ...ListedPersonFields\n    }\n  }\n"): (typeof documents)["\n  query UnplacedMembers($treeId: ID!) {\n    unplacedMembers(treeId: $treeId) {\n      ...ListedPersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SelfMember($treeId: ID) {\n    familyTree(treeId: $treeId, generationsUp: 0, generationsDown: 0) {\n      treeId\n      focusId\n      nodes {\n        id\n        isSelf\n      }\n    }\n  }\n"): (typeof documents)["\n  query SelfMember($treeId: ID) {\n    familyTree(treeId: $treeId, generationsUp: 0, generationsDown: 0) {\n      treeId\n      focusId\n      nodes {\n        id\n        isSelf\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TreeFaceSuggestions($id: ID!) {\n    tree(id: $id) {\n      id\n      faceSuggestions\n    }\n  }\n"): (typeof documents)["\n  query TreeFaceSuggestions($id: ID!) {\n    tree(id: $id) {\n      id\n      faceSuggestions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFaceSuggestions($treeId: ID!, $on: Boolean!) {\n    setFaceSuggestions(treeId: $treeId, on: $on) {\n      id\n      faceSuggestions\n    }\n  }\n"): (typeof documents)["\n  mutation SetFaceSuggestions($treeId: ID!, $on: Boolean!) {\n    setFaceSuggestions(treeId: $treeId, on: $on) {\n      id\n      faceSuggestions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trees {\n    trees {\n      id\n      name\n      viewerRole\n    }\n  }\n"): (typeof documents)["\n  query Trees {\n    trees {\n      id\n      name\n      viewerRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TreeDetails($id: ID!) {\n    tree(id: $id) {\n      id\n      name\n      viewerRole\n      livingYears\n      showLivingDetails\n      viewerBranch {\n        kind\n        rootName\n        steps\n      }\n      viewerCan {\n        edit\n        share\n        configure\n        delete\n        leave\n      }\n      access {\n        id\n        role\n        status\n        branch {\n          kind\n          rootId\n          rootName\n          steps\n        }\n        user {\n          id\n          displayName\n          profileImageUrl\n        }\n        viewerCan {\n          change\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TreeDetails($id: ID!) {\n    tree(id: $id) {\n      id\n      name\n      viewerRole\n      livingYears\n      showLivingDetails\n      viewerBranch {\n        kind\n        rootName\n        steps\n      }\n      viewerCan {\n        edit\n        share\n        configure\n        delete\n        leave\n      }\n      access {\n        id\n        role\n        status\n        branch {\n          kind\n          rootId\n          rootName\n          steps\n        }\n        user {\n          id\n          displayName\n          profileImageUrl\n        }\n        viewerCan {\n          change\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareCandidates {\n    connections {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShareCandidates {\n    connections {\n      user {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenTree($id: ID!) {\n    openTree(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation OpenTree($id: ID!) {\n    openTree(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTree($name: String!) {\n    createTree(input: { name: $name }) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTree($name: String!) {\n    createTree(input: { name: $name }) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToTree($input: InviteToTreeInput!) {\n    inviteToTree(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToTree($input: InviteToTreeInput!) {\n    inviteToTree(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTreeAccess($id: ID!, $input: ChangeTreeAccessInput!) {\n    changeTreeAccess(id: $id, input: $input) {\n      id\n      role\n      branch {\n        kind\n        rootId\n        rootName\n        steps\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeTreeAccess($id: ID!, $input: ChangeTreeAccessInput!) {\n    changeTreeAccess(id: $id, input: $input) {\n      id\n      role\n      branch {\n        kind\n        rootId\n        rootName\n        steps\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTreeAccess($id: ID!) {\n    removeTreeAccess(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveTreeAccess($id: ID!) {\n    removeTreeAccess(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTree($id: ID!, $input: UpdateTreeInput!) {\n    updateTree(id: $id, input: $input) {\n      id\n      name\n      livingYears\n      showLivingDetails\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTree($id: ID!, $input: UpdateTreeInput!) {\n    updateTree(id: $id, input: $input) {\n      id\n      name\n      livingYears\n      showLivingDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveTree($treeId: ID!) {\n    leaveTree(treeId: $treeId)\n  }\n"): (typeof documents)["\n  mutation LeaveTree($treeId: ID!) {\n    leaveTree(treeId: $treeId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelConnectionRequest($id: ID!) {\n    cancelConnectionRequest(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelConnectionRequest($id: ID!) {\n    cancelConnectionRequest(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectToSuggestion($input: SendConnectionRequestInput!) {\n    sendConnectionRequest(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ConnectToSuggestion($input: SendConnectionRequestInput!) {\n    sendConnectionRequest(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConnectionRequests {\n    connectionRequests {\n      incoming {\n        ...ConnectionRequestFields\n      }\n      outgoing {\n        ...ConnectionRequestFields\n      }\n    }\n  }\n\n  fragment ConnectionRequestFields on ConnectionRequest {\n    id\n    relationshipType\n    message\n    status\n    createdAt\n    from {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    to {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n"): (typeof documents)["\n  query ConnectionRequests {\n    connectionRequests {\n      incoming {\n        ...ConnectionRequestFields\n      }\n      outgoing {\n        ...ConnectionRequestFields\n      }\n    }\n  }\n\n  fragment ConnectionRequestFields on ConnectionRequest {\n    id\n    relationshipType\n    message\n    status\n    createdAt\n    from {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    to {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConnectionSuggestions($first: Int!, $offset: Int!) {\n    connectionSuggestions(first: $first, offset: $offset) {\n      hasMore\n      nodes {\n        reason\n        relationshipType\n        user {\n          id\n          displayName\n          firstName\n          lastName\n          profileImageUrl\n          location\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConnectionSuggestions($first: Int!, $offset: Int!) {\n    connectionSuggestions(first: $first, offset: $offset) {\n      hasMore\n      nodes {\n        reason\n        relationshipType\n        user {\n          id\n          displayName\n          firstName\n          lastName\n          profileImageUrl\n          location\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Connections {\n    connections {\n      relationshipType\n      connectedAt\n      user {\n        id\n        displayName\n        firstName\n        lastName\n        profileImageUrl\n        location\n      }\n    }\n  }\n"): (typeof documents)["\n  query Connections {\n    connections {\n      relationshipType\n      connectedAt\n      user {\n        id\n        displayName\n        firstName\n        lastName\n        profileImageUrl\n        location\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RespondToConnectionRequest($id: ID!, $accept: Boolean!, $memberId: ID) {\n    respondToConnectionRequest(id: $id, accept: $accept, memberId: $memberId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RespondToConnectionRequest($id: ID!, $accept: Boolean!, $memberId: ID) {\n    respondToConnectionRequest(id: $id, accept: $accept, memberId: $memberId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchUsers($query: String!, $by: UserSearchField!, $first: Int!) {\n    searchUsers(query: $query, by: $by, first: $first) {\n      matchScore\n      isConnected\n      hasPendingRequest\n      user {\n        id\n        displayName\n        firstName\n        lastName\n        profileImageUrl\n        email\n        location\n        bio\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchUsers($query: String!, $by: UserSearchField!, $first: Int!) {\n    searchUsers(query: $query, by: $by, first: $first) {\n      matchScore\n      isConnected\n      hasPendingRequest\n      user {\n        id\n        displayName\n        firstName\n        lastName\n        profileImageUrl\n        email\n        location\n        bio\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendConnectionRequest($input: SendConnectionRequestInput!) {\n    sendConnectionRequest(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SendConnectionRequest($input: SendConnectionRequestInput!) {\n    sendConnectionRequest(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GedcomJobFields on GedcomJob {\n    id\n    kind\n    state\n    mode\n    version\n    treeId\n    fileName\n    progress {\n      done\n      total\n      peoplePerSecond\n      secondsLeft\n    }\n    counts {\n      people\n      families\n      otherRecords\n      media\n    }\n    preview {\n      new\n      updated\n      unchanged\n      conflictCount\n      conflicts {\n        id\n        subject\n        field\n        mine\n        theirs\n        line\n      }\n    }\n    report {\n      line\n      message\n    }\n    error\n    downloadUrl\n    fileExpiresAt\n    createdAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment GedcomJobFields on GedcomJob {\n    id\n    kind\n    state\n    mode\n    version\n    treeId\n    fileName\n    progress {\n      done\n      total\n      peoplePerSecond\n      secondsLeft\n    }\n    counts {\n      people\n      families\n      otherRecords\n      media\n    }\n    preview {\n      new\n      updated\n      unchanged\n      conflictCount\n      conflicts {\n        id\n        subject\n        field\n        mine\n        theirs\n        line\n      }\n    }\n    report {\n      line\n      message\n    }\n    error\n    downloadUrl\n    fileExpiresAt\n    createdAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GedcomJob($id: ID!) {\n    gedcomJob(id: $id) {\n      ...GedcomJobFields\n    }\n  }\n"): (typeof documents)["\n  query GedcomJob($id: ID!) {\n    gedcomJob(id: $id) {\n      ...GedcomJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportGedcom($file: Upload!, $mode: GedcomImportMode, $treeId: ID, $treeName: String) {\n    importGedcom(file: $file, mode: $mode, treeId: $treeId, treeName: $treeName) {\n      ...GedcomJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation ImportGedcom($file: Upload!, $mode: GedcomImportMode, $treeId: ID, $treeName: String) {\n    importGedcom(file: $file, mode: $mode, treeId: $treeId, treeName: $treeName) {\n      ...GedcomJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveGedcomMerge($jobId: ID!, $choices: [GedcomChoice!]!, $otherwise: GedcomSide!) {\n    resolveGedcomMerge(jobId: $jobId, choices: $choices, otherwise: $otherwise) {\n      ...GedcomJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveGedcomMerge($jobId: ID!, $choices: [GedcomChoice!]!, $otherwise: GedcomSide!) {\n    resolveGedcomMerge(jobId: $jobId, choices: $choices, otherwise: $otherwise) {\n      ...GedcomJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelGedcomJob($id: ID!) {\n    cancelGedcomJob(id: $id) {\n      ...GedcomJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelGedcomJob($id: ID!) {\n    cancelGedcomJob(id: $id) {\n      ...GedcomJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportGedcom($treeId: ID!, $version: GedcomVersion!, $withMedia: Boolean!, $branchOf: ID) {\n    exportGedcom(treeId: $treeId, version: $version, withMedia: $withMedia, branchOf: $branchOf) {\n      ...GedcomJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation ExportGedcom($treeId: ID!, $version: GedcomVersion!, $withMedia: Boolean!, $branchOf: ID) {\n    exportGedcom(treeId: $treeId, version: $version, withMedia: $withMedia, branchOf: $branchOf) {\n      ...GedcomJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeirloomOwnerFields on HeirloomOwner {\n    id\n    how\n    datesHidden\n    member {\n      id\n      fullName\n    }\n    from {\n      value\n      text\n    }\n    to {\n      value\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment HeirloomOwnerFields on HeirloomOwner {\n    id\n    how\n    datesHidden\n    member {\n      id\n      fullName\n    }\n    from {\n      value\n      text\n    }\n    to {\n      value\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeirloomCardFields on Heirloom {\n    id\n    treeId\n    name\n    assetType\n    acquisitionDate {\n      value\n      text\n    }\n    value {\n      amount\n      currency\n    }\n    currentOwner {\n      ...HeirloomOwnerFields\n    }\n    intendedOwner {\n      id\n      fullName\n    }\n    photos {\n      id\n      url\n    }\n    viewerCan {\n      update\n      delete\n      passOn\n      seeValue\n    }\n  }\n"): (typeof documents)["\n  fragment HeirloomCardFields on Heirloom {\n    id\n    treeId\n    name\n    assetType\n    acquisitionDate {\n      value\n      text\n    }\n    value {\n      amount\n      currency\n    }\n    currentOwner {\n      ...HeirloomOwnerFields\n    }\n    intendedOwner {\n      id\n      fullName\n    }\n    photos {\n      id\n      url\n    }\n    viewerCan {\n      update\n      delete\n      passOn\n      seeValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeirloomDetailsFields on Heirloom {\n    ...HeirloomCardFields\n    previousOwners {\n      ...HeirloomOwnerFields\n    }\n    description\n    story\n    documents {\n      id\n      name\n      size\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment HeirloomDetailsFields on Heirloom {\n    ...HeirloomCardFields\n    previousOwners {\n      ...HeirloomOwnerFields\n    }\n    description\n    story\n    documents {\n      id\n      name\n      size\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeirloomTrees {\n    trees {\n      id\n      name\n      viewerRole\n    }\n  }\n"): (typeof documents)["\n  query HeirloomTrees {\n    trees {\n      id\n      name\n      viewerRole\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Heirlooms($assetType: HeirloomType, $first: Int, $after: String) {\n    heirlooms(assetType: $assetType, first: $first, after: $after) {\n      nodes {\n        ...HeirloomCardFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query Heirlooms($assetType: HeirloomType, $first: Int, $after: String) {\n    heirlooms(assetType: $assetType, first: $first, after: $after) {\n      nodes {\n        ...HeirloomCardFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Heirloom($id: ID!) {\n    heirloom(id: $id) {\n      ...HeirloomDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query Heirloom($id: ID!) {\n    heirloom(id: $id) {\n      ...HeirloomDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberHeirlooms($memberId: ID!) {\n    familyMember(id: $memberId) {\n      id\n      treeId\n      fullName\n      viewerCan {\n        update\n      }\n    }\n    memberHeirlooms(memberId: $memberId) {\n      ...HeirloomCardFields\n      previousOwners {\n        ...HeirloomOwnerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberHeirlooms($memberId: ID!) {\n    familyMember(id: $memberId) {\n      id\n      treeId\n      fullName\n      viewerCan {\n        update\n      }\n    }\n    memberHeirlooms(memberId: $memberId) {\n      ...HeirloomCardFields\n      previousOwners {\n        ...HeirloomOwnerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeirloomPeople($treeId: ID!, $search: String, $first: Int!) {\n    familyMembers(treeId: $treeId, search: $search, first: $first) {\n      nodes {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeirloomPeople($treeId: ID!, $search: String, $first: Int!) {\n    familyMembers(treeId: $treeId, search: $search, first: $first) {\n      nodes {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHeirloom($input: CreateHeirloomInput!) {\n    createHeirloom(input: $input) {\n      ...HeirloomDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHeirloom($input: CreateHeirloomInput!) {\n    createHeirloom(input: $input) {\n      ...HeirloomDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHeirloom($id: ID!, $input: UpdateHeirloomInput!) {\n    updateHeirloom(id: $id, input: $input) {\n      ...HeirloomDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHeirloom($id: ID!, $input: UpdateHeirloomInput!) {\n    updateHeirloom(id: $id, input: $input) {\n      ...HeirloomDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PassOnHeirloom($id: ID!, $input: PassOnHeirloomInput!) {\n    passOnHeirloom(id: $id, input: $input) {\n      ...HeirloomDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation PassOnHeirloom($id: ID!, $input: PassOnHeirloomInput!) {\n    passOnHeirloom(id: $id, input: $input) {\n      ...HeirloomDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHeirloom($id: ID!) {\n    deleteHeirloom(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteHeirloom($id: ID!) {\n    deleteHeirloom(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddHeirloomPhoto($id: ID!, $photo: Upload!) {\n    addHeirloomPhoto(id: $id, photo: $photo) {\n      ...HeirloomDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddHeirloomPhoto($id: ID!, $photo: Upload!) {\n    addHeirloomPhoto(id: $id, photo: $photo) {\n      ...HeirloomDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveHeirloomPhoto($id: ID!, $photoId: ID!) {\n    removeHeirloomPhoto(id: $id, photoId: $photoId) {\n      ...HeirloomDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveHeirloomPhoto($id: ID!, $photoId: ID!) {\n    removeHeirloomPhoto(id: $id, photoId: $photoId) {\n      ...HeirloomDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddHeirloomDocument($id: ID!, $document: Upload!) {\n    addHeirloomDocument(id: $id, document: $document) {\n      ...HeirloomDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddHeirloomDocument($id: ID!, $document: Upload!) {\n    addHeirloomDocument(id: $id, document: $document) {\n      ...HeirloomDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveHeirloomDocument($id: ID!, $documentId: ID!) {\n    removeHeirloomDocument(id: $id, documentId: $documentId) {\n      ...HeirloomDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveHeirloomDocument($id: ID!, $documentId: ID!) {\n    removeHeirloomDocument(id: $id, documentId: $documentId) {\n      ...HeirloomDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsightsCardTree {\n    trees {\n      id\n    }\n  }\n"): (typeof documents)["\n  query InsightsCardTree {\n    trees {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsightsCard($treeId: ID!) {\n    familyInsights(treeId: $treeId, first: 3) {\n      treeId\n      nodes {\n        id\n        sentence\n      }\n    }\n  }\n"): (typeof documents)["\n  query InsightsCard($treeId: ID!) {\n    familyInsights(treeId: $treeId, first: 3) {\n      treeId\n      nodes {\n        id\n        sentence\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsightTrees {\n    trees {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query InsightTrees {\n    trees {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyInsights($treeId: ID!, $group: InsightGroup, $first: Int) {\n    familyInsights(treeId: $treeId, group: $group, first: $first) {\n      treeId\n      hasMore\n      computedAt\n      updating\n      viewerCanEdit\n      nodes {\n        id\n        treeId\n        type\n        group\n        title\n        sentence\n        people {\n          id\n          fullName\n          treeId\n        }\n        dataPoints {\n          personId\n          field\n          value\n        }\n        action {\n          kind\n          personIds\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FamilyInsights($treeId: ID!, $group: InsightGroup, $first: Int) {\n    familyInsights(treeId: $treeId, group: $group, first: $first) {\n      treeId\n      hasMore\n      computedAt\n      updating\n      viewerCanEdit\n      nodes {\n        id\n        treeId\n        type\n        group\n        title\n        sentence\n        people {\n          id\n          fullName\n          treeId\n        }\n        dataPoints {\n          personId\n          field\n          value\n        }\n        action {\n          kind\n          personIds\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissInsight($id: ID!) {\n    dismissInsight(id: $id)\n  }\n"): (typeof documents)["\n  mutation DismissInsight($id: ID!) {\n    dismissInsight(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreInsights($treeId: ID!) {\n    restoreInsights(treeId: $treeId)\n  }\n"): (typeof documents)["\n  mutation RestoreInsights($treeId: ID!) {\n    restoreInsights(treeId: $treeId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotSamePerson($treeId: ID!, $personA: ID!, $personB: ID!) {\n    markNotSamePerson(treeId: $treeId, personA: $personA, personB: $personB)\n  }\n"): (typeof documents)["\n  mutation MarkNotSamePerson($treeId: ID!, $personA: ID!, $personB: ID!) {\n    markNotSamePerson(treeId: $treeId, personA: $personA, personB: $personB)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleMergePreview($keepId: ID!, $mergeId: ID!) {\n    peopleMergePreview(keepId: $keepId, mergeId: $mergeId) {\n      keep {\n        ...MergePersonFields\n      }\n      merged {\n        ...MergePersonFields\n      }\n      fields {\n        field\n        keep\n        merged\n        result\n        source\n      }\n      relationships {\n        relation\n        alreadyShared\n        person {\n          id\n          fullName\n        }\n      }\n      moves {\n        holding\n        count\n      }\n      blocker\n    }\n  }\n"): (typeof documents)["\n  query PeopleMergePreview($keepId: ID!, $mergeId: ID!) {\n    peopleMergePreview(keepId: $keepId, mergeId: $mergeId) {\n      keep {\n        ...MergePersonFields\n      }\n      merged {\n        ...MergePersonFields\n      }\n      fields {\n        field\n        keep\n        merged\n        result\n        source\n      }\n      relationships {\n        relation\n        alreadyShared\n        person {\n          id\n          fullName\n        }\n      }\n      moves {\n        holding\n        count\n      }\n      blocker\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MergePersonFields on FamilyMember {\n    id\n    firstName\n    lastName\n    fullName\n    profilePictureUrl\n    birth {\n      text\n    }\n    death {\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment MergePersonFields on FamilyMember {\n    id\n    firstName\n    lastName\n    fullName\n    profilePictureUrl\n    birth {\n      text\n    }\n    death {\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergePeople($keepId: ID!, $mergeId: ID!) {\n    mergePeople(keepId: $keepId, mergeId: $mergeId) {\n      mergeId\n      person {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MergePeople($keepId: ID!, $mergeId: ID!) {\n    mergePeople(keepId: $keepId, mergeId: $mergeId) {\n      mergeId\n      person {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoPeopleMerge($mergeId: ID!) {\n    undoPeopleMerge(mergeId: $mergeId) {\n      mergeId\n      person {\n        id\n        fullName\n      }\n      restored {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UndoPeopleMerge($mergeId: ID!) {\n    undoPeopleMerge(mergeId: $mergeId) {\n      mergeId\n      person {\n        id\n        fullName\n      }\n      restored {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInvitation($input: CreateInvitationInput) {\n    createInvitation(input: $input) {\n      url\n      invitation {\n        ...InvitationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInvitation($input: CreateInvitationInput) {\n    createInvitation(input: $input) {\n      url\n      invitation {\n        ...InvitationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitationFields on Invitation {\n    id\n    note\n    status\n    createdAt\n    expiresAt\n    acceptedBy {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment InvitationFields on Invitation {\n    id\n    note\n    status\n    createdAt\n    expiresAt\n    acceptedBy {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invitations {\n    invitations {\n      ...InvitationFields\n    }\n  }\n"): (typeof documents)["\n  query Invitations {\n    invitations {\n      ...InvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      ...InvitationFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      ...InvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyLanguage($language: Language) {\n    setMyLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyLanguage($language: Language) {\n    setMyLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaceSuggestionTrees {\n    trees {\n      id\n      name\n      faceSuggestions\n    }\n  }\n"): (typeof documents)["\n  query FaceSuggestionTrees {\n    trees {\n      id\n      name\n      faceSuggestions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaceSuggestions($input: FaceSuggestionsInput!) {\n    faceSuggestions(input: $input) {\n      index\n      candidates {\n        score\n        member {\n          id\n          fullName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FaceSuggestions($input: FaceSuggestionsInput!) {\n    faceSuggestions(input: $input) {\n      index\n      candidates {\n        score\n        member {\n          id\n          fullName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmFace($input: ConfirmFaceInput!) {\n    confirmFace(input: $input) {\n      ...PhotoTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmFace($input: ConfirmFaceInput!) {\n    confirmFace(input: $input) {\n      ...PhotoTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectFaceSuggestion($input: RejectFaceInput!) {\n    rejectFaceSuggestion(input: $input)\n  }\n"): (typeof documents)["\n  mutation RejectFaceSuggestion($input: RejectFaceInput!) {\n    rejectFaceSuggestion(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PhotoTagFields on PhotoTag {\n    id\n    box {\n      x\n      y\n      width\n      height\n    }\n    member {\n      id\n      fullName\n    }\n    taggedBy {\n      id\n      displayName\n    }\n    isVerified\n    viewerCanChange\n  }\n"): (typeof documents)["\n  fragment PhotoTagFields on PhotoTag {\n    id\n    box {\n      x\n      y\n      width\n      height\n    }\n    member {\n      id\n      fullName\n    }\n    taggedBy {\n      id\n      displayName\n    }\n    isVerified\n    viewerCanChange\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemoryCardFields on Memory {\n    id\n    title\n    description\n    kind\n    eventDate\n    createdAt\n    thumbnailUrl\n    previewUrl\n    taggedCount\n    file {\n      url\n      contentType\n      size\n      width\n      height\n      durationSeconds\n    }\n    circle {\n      id\n      name\n    }\n    uploadedBy {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    viewerCan {\n      update\n      delete\n      tag\n    }\n  }\n"): (typeof documents)["\n  fragment MemoryCardFields on Memory {\n    id\n    title\n    description\n    kind\n    eventDate\n    createdAt\n    thumbnailUrl\n    previewUrl\n    taggedCount\n    file {\n      url\n      contentType\n      size\n      width\n      height\n      durationSeconds\n    }\n    circle {\n      id\n      name\n    }\n    uploadedBy {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n    viewerCan {\n      update\n      delete\n      tag\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemoryFields on Memory {\n    ...MemoryCardFields\n    photoTags {\n      ...PhotoTagFields\n    }\n  }\n"): (typeof documents)["\n  fragment MemoryFields on Memory {\n    ...MemoryCardFields\n    photoTags {\n      ...PhotoTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadMemory($input: UploadMemoryInput!) {\n    uploadMemory(input: $input) {\n      ...MemoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UploadMemory($input: UploadMemoryInput!) {\n    uploadMemory(input: $input) {\n      ...MemoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMemory($id: ID!, $input: UpdateMemoryInput!) {\n    updateMemory(id: $id, input: $input) {\n      ...MemoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMemory($id: ID!, $input: UpdateMemoryInput!) {\n    updateMemory(id: $id, input: $input) {\n      ...MemoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMemory($id: ID!) {\n    deleteMemory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMemory($id: ID!) {\n    deleteMemory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TagPhoto($input: TagPhotoInput!) {\n    tagPhoto(input: $input) {\n      ...PhotoTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation TagPhoto($input: TagPhotoInput!) {\n    tagPhoto(input: $input) {\n      ...PhotoTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MovePhotoTag($id: ID!, $box: PhotoBoxInput) {\n    movePhotoTag(id: $id, box: $box) {\n      ...PhotoTagFields\n    }\n  }\n"): (typeof documents)["\n  mutation MovePhotoTag($id: ID!, $box: PhotoBoxInput) {\n    movePhotoTag(id: $id, box: $box) {\n      ...PhotoTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePhotoTag($id: ID!) {\n    removePhotoTag(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePhotoTag($id: ID!) {\n    removePhotoTag(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Memories($circleId: ID, $memberId: ID, $after: String, $first: Int!) {\n    memories(circleId: $circleId, memberId: $memberId, after: $after, first: $first) {\n      nodes {\n        ...MemoryCardFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query Memories($circleId: ID, $memberId: ID, $after: String, $first: Int!) {\n    memories(circleId: $circleId, memberId: $memberId, after: $after, first: $first) {\n      nodes {\n        ...MemoryCardFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Memory($id: ID!) {\n    memory(id: $id) {\n      ...MemoryFields\n    }\n  }\n"): (typeof documents)["\n  query Memory($id: ID!) {\n    memory(id: $id) {\n      ...MemoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemoryPictures($id: ID!) {\n    memory(id: $id) {\n      id\n      thumbnailUrl\n      previewUrl\n    }\n  }\n"): (typeof documents)["\n  query MemoryPictures($id: ID!) {\n    memory(id: $id) {\n      id\n      thumbnailUrl\n      previewUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemoryCircles {\n    circles {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MemoryCircles {\n    circles {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    notificationSettings {\n      enabledKinds\n      digest\n      emailAvailable\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    notificationSettings {\n      enabledKinds\n      digest\n      emailAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      enabledKinds\n      digest\n      emailAvailable\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      enabledKinds\n      digest\n      emailAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    message\n    link\n    read\n    createdAt\n    actor {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    kind\n    message\n    link\n    read\n    createdAt\n    actor {\n      id\n      displayName\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($after: String, $first: Int) {\n    notifications(after: $after, first: $first) {\n      nodes {\n        ...NotificationFields\n      }\n      endCursor\n      hasMore\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query Notifications($after: String, $first: Int) {\n    notifications(after: $after, first: $first) {\n      nodes {\n        ...NotificationFields\n      }\n      endCursor\n      hasMore\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteOnboarding($input: CompleteOnboardingInput!) {\n    completeOnboarding(input: $input) {\n      id\n      firstName\n      lastName\n      displayName\n      dateOfBirth\n      gender\n      bio\n      location\n      profileImageUrl\n      isOnboarded\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteOnboarding($input: CompleteOnboardingInput!) {\n    completeOnboarding(input: $input) {\n      id\n      firstName\n      lastName\n      displayName\n      dateOfBirth\n      gender\n      bio\n      location\n      profileImageUrl\n      isOnboarded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    profileImageUrl\n    dateOfBirth\n    phone\n    address\n    bio\n    occupation\n    relationshipStatus\n    hometown\n    currentCity\n    location\n    interests\n    socialMedia\n    privacySettings {\n      showEmail\n      showPhone\n      showAddress\n      showBirthday\n      allowFamilyConnections\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    displayName\n    profileImageUrl\n    dateOfBirth\n    phone\n    address\n    bio\n    occupation\n    relationshipStatus\n    hometown\n    currentCity\n    location\n    interests\n    socialMedia\n    privacySettings {\n      showEmail\n      showPhone\n      showAddress\n      showBirthday\n      allowFamilyConnections\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderSearch($query: String!, $first: Int!) {\n    search(query: $query, first: $first) {\n      people {\n        ...SearchResultFields\n      }\n      memories {\n        ...SearchResultFields\n      }\n      stories {\n        ...SearchResultFields\n      }\n      events {\n        ...SearchResultFields\n      }\n      momentAnswers {\n        ...SearchResultFields\n      }\n      timeCapsules {\n        ...SearchResultFields\n      }\n      achievements {\n        ...SearchResultFields\n      }\n      voiceMessages {\n        ...SearchResultFields\n      }\n      heirlooms {\n        ...SearchResultFields\n      }\n    }\n  }\n\n  fragment SearchResultFields on SearchResult {\n    kind\n    id\n    title\n    subtitle\n    imageUrl\n    link\n  }\n"): (typeof documents)["\n  query HeaderSearch($query: String!, $first: Int!) {\n    search(query: $query, first: $first) {\n      people {\n        ...SearchResultFields\n      }\n      memories {\n        ...SearchResultFields\n      }\n      stories {\n        ...SearchResultFields\n      }\n      events {\n        ...SearchResultFields\n      }\n      momentAnswers {\n        ...SearchResultFields\n      }\n      timeCapsules {\n        ...SearchResultFields\n      }\n      achievements {\n        ...SearchResultFields\n      }\n      voiceMessages {\n        ...SearchResultFields\n      }\n      heirlooms {\n        ...SearchResultFields\n      }\n    }\n  }\n\n  fragment SearchResultFields on SearchResult {\n    kind\n    id\n    title\n    subtitle\n    imageUrl\n    link\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginPasskeyRegistration {\n    beginPasskeyRegistration\n  }\n"): (typeof documents)["\n  mutation BeginPasskeyRegistration {\n    beginPasskeyRegistration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      ...PasskeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      ...PasskeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PasskeyFields on Passkey {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment PasskeyFields on Passkey {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Passkeys {\n    passkeys {\n      ...PasskeyFields\n    }\n  }\n"): (typeof documents)["\n  query Passkeys {\n    passkeys {\n      ...PasskeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationPreview($token: String!) {\n    invitationPreview(token: $token) {\n      inviterName\n      note\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query InvitationPreview($token: String!) {\n    invitationPreview(token: $token) {\n      inviterName\n      note\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignInOptions {\n    signInOptions {\n      needsAdministrator\n      registration\n      builtInAccounts\n      passwordResetByEmail\n    }\n  }\n"): (typeof documents)["\n  query SignInOptions {\n    signInOptions {\n      needsAdministrator\n      registration\n      builtInAccounts\n      passwordResetByEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStory($input: CreateStoryInput!) {\n    createStory(input: $input) {\n      ...StoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStory($input: CreateStoryInput!) {\n    createStory(input: $input) {\n      ...StoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStory($id: ID!, $input: UpdateStoryInput!) {\n    updateStory(id: $id, input: $input) {\n      ...StoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStory($id: ID!, $input: UpdateStoryInput!) {\n    updateStory(id: $id, input: $input) {\n      ...StoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStory($id: ID!) {\n    deleteStory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteStory($id: ID!) {\n    deleteStory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoryFields on Story {\n    id\n    title\n    content\n    storyType\n    eventDate\n    isPublic\n    authorName\n    createdAt\n    circle {\n      id\n      name\n    }\n    taggedMembers {\n      id\n      fullName\n    }\n    attachments {\n      id\n      title\n      thumbnailUrl\n    }\n    viewerCan {\n      update\n      delete\n    }\n  }\n"): (typeof documents)["\n  fragment StoryFields on Story {\n    id\n    title\n    content\n    storyType\n    eventDate\n    isPublic\n    authorName\n    createdAt\n    circle {\n      id\n      name\n    }\n    taggedMembers {\n      id\n      fullName\n    }\n    attachments {\n      id\n      title\n      thumbnailUrl\n    }\n    viewerCan {\n      update\n      delete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Stories($after: String, $first: Int!) {\n    stories(after: $after, first: $first) {\n      nodes {\n        ...StoryFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query Stories($after: String, $first: Int!) {\n    stories(after: $after, first: $first) {\n      nodes {\n        ...StoryFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoryCircles {\n    circles {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query StoryCircles {\n    circles {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoryMemoryChoices($after: String, $first: Int!) {\n    memories(after: $after, first: $first) {\n      nodes {\n        id\n        title\n        thumbnailUrl\n      }\n      endCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query StoryMemoryChoices($after: String, $first: Int!) {\n    memories(after: $after, first: $first) {\n      nodes {\n        id\n        title\n        thumbnailUrl\n      }\n      endCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CapsuleFields on TimeCapsule {\n    id\n    status\n    opensAt\n    timeZone\n    sealedAt\n    openedAt\n    createdAt\n    title\n    message\n    from {\n      id\n      displayName\n    }\n    attachments {\n      id\n      kind\n      file {\n        url\n        contentType\n      }\n    }\n    recipientKind\n    recipients {\n      id\n      displayName\n    }\n    circleId\n    treeId\n    viewerCan {\n      readContent\n      update\n      seal\n      cancel\n    }\n  }\n"): (typeof documents)["\n  fragment CapsuleFields on TimeCapsule {\n    id\n    status\n    opensAt\n    timeZone\n    sealedAt\n    openedAt\n    createdAt\n    title\n    message\n    from {\n      id\n      displayName\n    }\n    attachments {\n      id\n      kind\n      file {\n        url\n        contentType\n      }\n    }\n    recipientKind\n    recipients {\n      id\n      displayName\n    }\n    circleId\n    treeId\n    viewerCan {\n      readContent\n      update\n      seal\n      cancel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeCapsulesForMe($first: Int!, $after: String) {\n    timeCapsulesForMe(first: $first, after: $after) {\n      nodes {\n        ...CapsuleFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query TimeCapsulesForMe($first: Int!, $after: String) {\n    timeCapsulesForMe(first: $first, after: $after) {\n      nodes {\n        ...CapsuleFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SentTimeCapsules($first: Int!, $after: String) {\n    sentTimeCapsules(first: $first, after: $after) {\n      nodes {\n        ...CapsuleFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query SentTimeCapsules($first: Int!, $after: String) {\n    sentTimeCapsules(first: $first, after: $after) {\n      nodes {\n        ...CapsuleFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CapsuleRecipientChoices {\n    timeCapsuleRecipientChoices {\n      id\n      displayName\n    }\n    circles {\n      id\n      name\n    }\n    trees {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CapsuleRecipientChoices {\n    timeCapsuleRecipientChoices {\n      id\n      displayName\n    }\n    circles {\n      id\n      name\n    }\n    trees {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTimeCapsule($input: TimeCapsuleInput!) {\n    createTimeCapsule(input: $input) {\n      ...CapsuleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTimeCapsule($input: TimeCapsuleInput!) {\n    createTimeCapsule(input: $input) {\n      ...CapsuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTimeCapsule($id: ID!, $input: TimeCapsuleInput!) {\n    updateTimeCapsule(id: $id, input: $input) {\n      ...CapsuleFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTimeCapsule($id: ID!, $input: TimeCapsuleInput!) {\n    updateTimeCapsule(id: $id, input: $input) {\n      ...CapsuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTimeCapsuleAttachment($id: ID!, $file: Upload!) {\n    addTimeCapsuleAttachment(id: $id, file: $file) {\n      ...CapsuleFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddTimeCapsuleAttachment($id: ID!, $file: Upload!) {\n    addTimeCapsuleAttachment(id: $id, file: $file) {\n      ...CapsuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTimeCapsuleRecording($id: ID!, $file: Upload!) {\n    addTimeCapsuleRecording(id: $id, file: $file) {\n      ...CapsuleFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddTimeCapsuleRecording($id: ID!, $file: Upload!) {\n    addTimeCapsuleRecording(id: $id, file: $file) {\n      ...CapsuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTimeCapsuleAttachment($id: ID!) {\n    removeTimeCapsuleAttachment(id: $id) {\n      ...CapsuleFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveTimeCapsuleAttachment($id: ID!) {\n    removeTimeCapsuleAttachment(id: $id) {\n      ...CapsuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SealTimeCapsule($id: ID!) {\n    sealTimeCapsule(id: $id) {\n      ...CapsuleFields\n    }\n  }\n"): (typeof documents)["\n  mutation SealTimeCapsule($id: ID!) {\n    sealTimeCapsule(id: $id) {\n      ...CapsuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTimeCapsule($id: ID!) {\n    cancelTimeCapsule(id: $id) {\n      ...CapsuleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelTimeCapsule($id: ID!) {\n    cancelTimeCapsule(id: $id) {\n      ...CapsuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CapsuleNotices {\n    notificationAdded {\n      id\n      kind\n    }\n  }\n"): (typeof documents)["\n  subscription CapsuleNotices {\n    notificationAdded {\n      id\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimelineEntryFields on TimelineEntry {\n    id\n    date\n    dateText\n    type\n    title\n    description\n    photos {\n      memoryId\n      thumbnailUrl\n      title\n    }\n    photoCount\n    involvedMembers {\n      id\n      treeId\n      name\n    }\n    link\n  }\n"): (typeof documents)["\n  fragment TimelineEntryFields on TimelineEntry {\n    id\n    date\n    dateText\n    type\n    title\n    description\n    photos {\n      memoryId\n      thumbnailUrl\n      title\n    }\n    photoCount\n    involvedMembers {\n      id\n      treeId\n      name\n    }\n    link\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Timeline($filter: TimelineFilter!, $after: String, $fromYear: Int, $first: Int!) {\n    timeline(filter: $filter, after: $after, fromYear: $fromYear, first: $first) {\n      nodes {\n        ...TimelineEntryFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query Timeline($filter: TimelineFilter!, $after: String, $fromYear: Int, $first: Int!) {\n    timeline(filter: $filter, after: $after, fromYear: $fromYear, first: $first) {\n      nodes {\n        ...TimelineEntryFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimelineYears($filter: TimelineFilter!) {\n    timelineYears(filter: $filter) {\n      year\n      count\n    }\n  }\n"): (typeof documents)["\n  query TimelineYears($filter: TimelineFilter!) {\n    timelineYears(filter: $filter) {\n      year\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      prefix\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      prefix\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccessToken($name: String!) {\n    createAccessToken(name: $name) {\n      token\n      accessToken {\n        id\n        name\n        prefix\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccessToken($name: String!) {\n    createAccessToken(name: $name) {\n      token\n      accessToken {\n        id\n        name\n        prefix\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingForMe {\n    treeInvitations {\n      id\n      treeId\n      treeName\n      role\n      branch {\n        kind\n        rootName\n        steps\n      }\n      invitedBy {\n        id\n        displayName\n        profileImageUrl\n      }\n    }\n    linkRequests {\n      memberId\n      memberName\n      treeId\n      treeName\n    }\n  }\n"): (typeof documents)["\n  query PendingForMe {\n    treeInvitations {\n      id\n      treeId\n      treeName\n      role\n      branch {\n        kind\n        rootName\n        steps\n      }\n      invitedBy {\n        id\n        displayName\n        profileImageUrl\n      }\n    }\n    linkRequests {\n      memberId\n      memberName\n      treeId\n      treeName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RespondToTreeInvitation($id: ID!, $accept: Boolean!) {\n    respondToTreeInvitation(id: $id, accept: $accept) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RespondToTreeInvitation($id: ID!, $accept: Boolean!) {\n    respondToTreeInvitation(id: $id, accept: $accept) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RespondToLink($memberId: ID!, $accept: Boolean!) {\n    respondToLink(memberId: $memberId, accept: $accept)\n  }\n"): (typeof documents)["\n  mutation RespondToLink($memberId: ID!, $accept: Boolean!) {\n    respondToLink(memberId: $memberId, accept: $accept)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VoiceMessageFields on VoiceMessage {\n    id\n    title\n    description\n    transcript\n    isStory\n    durationSeconds\n    peaks\n    contentType\n    audioUrl\n    heard\n    recipientCount\n    createdAt\n    sender {\n      id\n      displayName\n      profileImageUrl\n    }\n    circle {\n      id\n      name\n    }\n    recipients {\n      user {\n        id\n        displayName\n      }\n      heardAt\n    }\n    viewerCan {\n      markHeard\n      delete\n    }\n  }\n"): (typeof documents)["\n  fragment VoiceMessageFields on VoiceMessage {\n    id\n    title\n    description\n    transcript\n    isStory\n    durationSeconds\n    peaks\n    contentType\n    audioUrl\n    heard\n    recipientCount\n    createdAt\n    sender {\n      id\n      displayName\n      profileImageUrl\n    }\n    circle {\n      id\n      name\n    }\n    recipients {\n      user {\n        id\n        displayName\n      }\n      heardAt\n    }\n    viewerCan {\n      markHeard\n      delete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoiceInbox($after: String) {\n    voiceInbox(after: $after, first: 20) {\n      nodes {\n        ...VoiceMessageFields\n      }\n      endCursor\n      hasMore\n    }\n    unheardVoiceMessageCount\n  }\n"): (typeof documents)["\n  query VoiceInbox($after: String) {\n    voiceInbox(after: $after, first: 20) {\n      nodes {\n        ...VoiceMessageFields\n      }\n      endCursor\n      hasMore\n    }\n    unheardVoiceMessageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SentVoiceMessages($after: String) {\n    sentVoiceMessages(after: $after, first: 20) {\n      nodes {\n        ...VoiceMessageFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query SentVoiceMessages($after: String) {\n    sentVoiceMessages(after: $after, first: 20) {\n      nodes {\n        ...VoiceMessageFields\n      }\n      endCursor\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoiceStories {\n    voiceStories(first: 50) {\n      ...VoiceMessageFields\n    }\n  }\n"): (typeof documents)["\n  query VoiceStories {\n    voiceStories(first: 50) {\n      ...VoiceMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberVoiceStories($memberId: ID!) {\n    familyMember(id: $memberId) {\n      id\n      fullName\n    }\n    voiceStories(memberId: $memberId, first: 20) {\n      ...VoiceMessageFields\n    }\n  }\n"): (typeof documents)["\n  query MemberVoiceStories($memberId: ID!) {\n    familyMember(id: $memberId) {\n      id\n      fullName\n    }\n    voiceStories(memberId: $memberId, first: 20) {\n      ...VoiceMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoiceChoices {\n    voiceRecipientChoices {\n      id\n      displayName\n      profileImageUrl\n    }\n    circles {\n      id\n      name\n    }\n    voiceMaxSeconds\n  }\n"): (typeof documents)["\n  query VoiceChoices {\n    voiceRecipientChoices {\n      id\n      displayName\n      profileImageUrl\n    }\n    circles {\n      id\n      name\n    }\n    voiceMaxSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVoiceMessage($input: SendVoiceMessageInput!) {\n    sendVoiceMessage(input: $input) {\n      ...VoiceMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendVoiceMessage($input: SendVoiceMessageInput!) {\n    sendVoiceMessage(input: $input) {\n      ...VoiceMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkVoiceMessageHeard($id: ID!) {\n    markVoiceMessageHeard(id: $id) {\n      id\n      heard\n    }\n  }\n"): (typeof documents)["\n  mutation MarkVoiceMessageHeard($id: ID!) {\n    markVoiceMessageHeard(id: $id) {\n      id\n      heard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVoiceMessage($id: ID!) {\n    deleteVoiceMessage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteVoiceMessage($id: ID!) {\n    deleteVoiceMessage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDeletionChoices {\n    myDataExportUrl\n    accountDeletionChoices {\n      tree {\n        id\n        name\n      }\n      candidates {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountDeletionChoices {\n    myDataExportUrl\n    accountDeletionChoices {\n      tree {\n        id\n        name\n      }\n      candidates {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($input: DeleteMyAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($input: DeleteMyAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      email\n      firstName\n      lastName\n      displayName\n      profileImageUrl\n      isOnboarded\n      role\n      hasPassword\n      language\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      email\n      firstName\n      lastName\n      displayName\n      profileImageUrl\n      isOnboarded\n      role\n      hasPassword\n      language\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;