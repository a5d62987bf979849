import { removeTempDirsAfterEachFile } from './temp-dirs.ts';

removeTempDirsAfterEachFile();
