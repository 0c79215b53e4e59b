% AD head with variables bound by between/3
1/3::color(N, red); 1/3::color(N, green); 1/3::color(N, blue) :- between(1, 3, N).
same :- color(1, C), color(2, C), color(3, C).
differ :- color(1, A), color(2, B), A \= B.
query(same).
query(differ).
query(color(2, _)).
