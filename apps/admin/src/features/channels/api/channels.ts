import { operatorCalls } from '@pisoplay/contract';
import { useCallMutation, useCallQuery } from '@/shared/queries/call-query';

export const useChannels = () => useCallQuery(operatorCalls.adminChannelList, {});

/** A switch or limits change; switching a channel back on waits for a second operator. */
export const useChannelUpdate = () =>
  useCallMutation(operatorCalls.adminChannelUpdate, [
    operatorCalls.adminChannelList,
    operatorCalls.adminApprovalList,
  ]);
