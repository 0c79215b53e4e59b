% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% set-of-solutions over a course database with uncertain enrolment (findall and sort instead of setof/bagof)
teaches(smith, logic). teaches(smith, ai). teaches(jones, db). teaches(lee, ai).
0.9::enrolled(ann, logic). 0.5::enrolled(ann, db). 0.7::enrolled(bob, ai). 0.4::enrolled(cat, ai).
students_of(T, L) :- teacher(T), findall(S, (teaches(T, C), enrolled(S, C)), L0), sort(L0, L).
teacher(T) :- findall(X, teaches(X, _), L), sort(L, S), member(T, S).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
courses(L) :- findall(C, teaches(_, C), L0), sort(L0, L).
query(students_of(smith, _)).
query(students_of(_, [])).
query(courses(_)).
