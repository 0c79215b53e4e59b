% hunt13b: library(lists) on edge cases: empty lists, duplicates, mixed numbers, nested lists, non-lists, part 4
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), findall(selectchk(a,[a],R0), selectchk(a,[a],R0), X).
r1(X) :- c(2), findall(selectchk(a,[b,a,c],R0), selectchk(a,[b,a,c],R0), X).
r2(X) :- c(3), findall(selectchk(a,[1,2.0,2],R0), selectchk(a,[1,2.0,2],R0), X).
r3(X) :- c(1), findall(selectchk(b,[a,b],R0), selectchk(b,[a,b],R0), X).
r4(X) :- c(2), findall(selectchk(b,[1,2,3],R0), selectchk(b,[1,2,3],R0), X).
r5(X) :- c(3), findall(selectchk(1,[],R0), selectchk(1,[],R0), X).
r6(X) :- c(1), findall(selectchk(1,[a,b,a],R0), selectchk(1,[a,b,a],R0), X).
r7(X) :- c(2), findall(selectchk(1,[3,1,2,1],R0), selectchk(1,[3,1,2,1],R0), X).
r8(X) :- c(3), findall(selectchk(f(_),[a],R0), selectchk(f(_),[a],R0), X).
r9(X) :- c(1), findall(selectchk(f(_),[b,a,c],R0), selectchk(f(_),[b,a,c],R0), X).
r10(X) :- c(2), findall(selectchk(f(_),[1,2.0,2],R0), selectchk(f(_),[1,2.0,2],R0), X).
r11(X) :- c(3), findall(selectchk(z,[a,b],R0), selectchk(z,[a,b],R0), X).
r12(X) :- c(1), findall(selectchk(z,[1,2,3],R0), selectchk(z,[1,2,3],R0), X).
r13(X) :- c(2), findall(select(a,[],z,R0), select(a,[],z,R0), X).
r14(X) :- c(3), findall(select(a,[3,1,2,1],z,R0), select(a,[3,1,2,1],z,R0), X).
r15(X) :- c(1), findall(select(b,[a],z,R0), select(b,[a],z,R0), X).
r16(X) :- c(2), findall(select(b,[1,2.0,2],z,R0), select(b,[1,2.0,2],z,R0), X).
r17(X) :- c(3), findall(selectchk(a,[1,2,3],z,R0), selectchk(a,[1,2,3],z,R0), X).
r18(X) :- c(1), findall(selectchk(b,[],z,R0), selectchk(b,[],z,R0), X).
r19(X) :- c(2), findall(selectchk(b,[3,1,2,1],z,R0), selectchk(b,[3,1,2,1],z,R0), X).
query(r0(_)).
query(r1(_)).
query(r2(_)).
query(r3(_)).
query(r4(_)).
query(r5(_)).
query(r6(_)).
query(r7(_)).
query(r8(_)).
query(r9(_)).
query(r10(_)).
query(r11(_)).
query(r12(_)).
query(r13(_)).
query(r14(_)).
query(r15(_)).
query(r16(_)).
query(r17(_)).
query(r18(_)).
query(r19(_)).
