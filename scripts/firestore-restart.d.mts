export declare const RESTARTED_PID_FILE: string;
export declare function isFirestoreEmulator(pid: number): boolean;
export declare function restartFirestore(): Promise<{ oldPid: number; newPid: number }>;
export declare function stopRestartedFirestore(): void;
