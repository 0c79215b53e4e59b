% size: a 300-link chain of relays, each failing independently, with long recursion
link(N, M) :- between(1, 300, N), M is N + 1.
0.999::up(N) :- between(1, 300, N).
reaches(N, N).
reaches(N, M) :- link(N, K), up(N), reaches(K, M).
query(reaches(1, 301)).
query(reaches(150, 301)).
query(reaches(290, 295)).
