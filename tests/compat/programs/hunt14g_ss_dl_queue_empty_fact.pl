% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% Sterling & Shapiro's queue with an empty-queue fact: enqueue and dequeue with difference lists
0.7::job(1). 0.5::job(2). 0.9::job(3).
empty_queue(Q-Q).
enqueue(X, Qh-[X|Qt], Qh-Qt).
dequeue(X, [X|Qh]-Qt, Qh-Qt).
add_jobs([], Q, Q).
add_jobs([J|Js], Q0, Q) :- job(J), enqueue(J, Q0, Q1), add_jobs(Js, Q1, Q).
add_jobs([J|Js], Q0, Q) :- \+ job(J), add_jobs(Js, Q0, Q).
first_job(X) :- empty_queue(E), add_jobs([1, 2, 3], E, Q), dequeue(X, Q, _).
all_jobs(L) :- empty_queue(E), add_jobs([1, 2, 3], E, L-[]).
query(first_job(1)).
query(first_job(2)).
query(first_job(3)).
