% a trace inside a recursive predicate
count_down(0) :- writeln(done).
count_down(N) :- N > 0, writeln(at(N)), M is N - 1, count_down(M).
go :- count_down(3).
go2 :- count_down(2).
query(go). query(go2).
