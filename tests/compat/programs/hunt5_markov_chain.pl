% a Markov chain over three states for five steps
0.6::next(a, T, a); 0.4::next(a, T, b).
0.3::next(b, T, a); 0.5::next(b, T, b); 0.2::next(b, T, c).
1.0::next(c, T, c).
at(0, a).
at(T, S) :- T > 0, T < 6, T0 is T - 1, at(T0, R), next(R, T0, S).
query(at(5, a)). query(at(5, b)). query(at(5, c)). query(at(3, c)).
