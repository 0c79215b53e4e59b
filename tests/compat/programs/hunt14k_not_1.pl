% not/1 and \+ applied through call/N and inside findall, over probabilistic facts
0.3::r(1). 0.6::r(2).
n1 :- not(r(1)).
n2 :- call(\+, r(2)).
n3(L) :- findall(X, (member(X, [1, 2]), \+ r(X)), L).
member(X, [X | _]).
member(X, [_ | T]) :- member(X, T).
query(n1). query(n2). query(n3(_)).
