% hunt6 (ProbLog compatibility, 6th hunt): shared subgoals
0.5::x(1). 0.5::x(2). 0.5::x(3).
pair(A, B) :- x(A), x(B), A < B.
any_pair :- pair(_, _).
all_three :- pair(1, 2), pair(2, 3).
query(pair(_, _)). query(any_pair). query(all_three).
