import { operatorCalls } from '@pisoplay/contract';
import { useCallQuery } from '@/shared/queries/call-query';

export const useChannels = () => useCallQuery(operatorCalls.adminChannelList, {});

/** A switch or limits change; switching a channel back on waits for a second operator. */
export const CHANNEL_READS = [operatorCalls.adminChannelList, operatorCalls.adminApprovalList];
