% writes from query bodies with between
0.5::x(N) :- between(1, 3, N).
query(x(N)) :- between(1, 3, N), write(asking(N)), nl.
