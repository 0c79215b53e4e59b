% hunt13b: library(lists) on edge cases: empty lists, duplicates, mixed numbers, nested lists, non-lists, part 5
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), findall(nextto(A0,B0,[a]), nextto(A0,B0,[a]), X).
r1(X) :- c(2), findall(nextto(A0,B0,[b,a,c]), nextto(A0,B0,[b,a,c]), X).
r2(X) :- c(3), findall(nextto(A0,B0,[1,2.0,2]), nextto(A0,B0,[1,2.0,2]), X).
r3(X) :- c(1), findall(nextto(A0,B0,[(a,1),(b,2)]), nextto(A0,B0,[(a,1),(b,2)]), X).
r4(X) :- c(2), findall(nextto(a,b,[]), nextto(a,b,[]), X).
r5(X) :- c(3), findall(nextto(a,b,[a,b,a]), nextto(a,b,[a,b,a]), X).
r6(X) :- c(1), findall(nextto(a,b,[3,1,2,1]), nextto(a,b,[3,1,2,1]), X).
r7(X) :- c(2), findall(delete([a],a,R0), delete([a],a,R0), X).
r8(X) :- c(3), findall(delete([b,a,c],a,R0), delete([b,a,c],a,R0), X).
r9(X) :- c(1), findall(delete([1,2.0,2],a,R0), delete([1,2.0,2],a,R0), X).
r10(X) :- c(2), findall(delete([a,b],b,R0), delete([a,b],b,R0), X).
r11(X) :- c(3), findall(delete([1,2,3],b,R0), delete([1,2,3],b,R0), X).
r12(X) :- c(1), findall(delete([],1,R0), delete([],1,R0), X).
r13(X) :- c(2), findall(delete([a,b,a],1,R0), delete([a,b,a],1,R0), X).
r14(X) :- c(3), findall(delete([3,1,2,1],1,R0), delete([3,1,2,1],1,R0), X).
r15(X) :- c(1), findall(delete([a,b],z,R0), delete([a,b],z,R0), X).
r16(X) :- c(2), findall(delete([1,2,3],z,R0), delete([1,2,3],z,R0), X).
r17(X) :- c(3), findall(nth0(0,[],E0), nth0(0,[],E0), X).
r18(X) :- c(1), findall(nth0(0,[a,b,a],E0), nth0(0,[a,b,a],E0), X).
r19(X) :- c(2), findall(nth0(0,[3,1,2,1],E0), nth0(0,[3,1,2,1],E0), X).
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
